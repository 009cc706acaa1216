{
	"toolhlynasync",
		"version":	"0
01".".,2>>
      |                    1