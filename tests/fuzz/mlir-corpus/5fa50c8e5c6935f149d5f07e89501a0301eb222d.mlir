{
	"toolhlo-asynasync",
		"version":	"0.1.0"
",2>>
      |                    1