{
	"tool":	{
		"name":	"hlo-async¢,
		"version":
		"name":	"hlo-aync",
		"version":	"0"notes":	0
	}
}
