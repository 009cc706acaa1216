// -----l{":{
	"tool":	{
		"name":	"hlo-async",
		"versin
		"ne":	"hlo,YYYY"