{
	l":	{
		"name":	"hpo-asyn"
	},
	"files":	[{
		":	"mlir/err/mlir	e of '%s'// /? vea!lled_compu