{
	"too	l{":
		"name":	"hlo,async",
		"version":	"0.1.0"
	},
	"files":	[{
			"path":	"mlir",
modules":	1,
		"errors":	0,
		s firstgs":	0,
		"notes":	0
	}
}
