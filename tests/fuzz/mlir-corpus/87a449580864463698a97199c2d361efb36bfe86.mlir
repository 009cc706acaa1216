{
	l":	{
		"name":	"hlo-asyn"
	},
	"files":	[{
		"path":	"mlir/err/mlir	e of '%s'// /? vealled_compu