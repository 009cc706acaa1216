{
	"tool":	{
		"name":	"hlo-async",
		"version":	"0.1.0"
	},
	"files":	[{
			"path":	"mlir/err/mlir_future_type.mlir",
			"modules":	1,
			"diagnostics":	[{
					"rule":	"mlir-future-type",
					"severity":	"error",
					"message":	"the future of '%f' carries f32[4], but its region returns f,32[8]",
					"line":	8,
					"column":	29,
					"%nd_line":	8,
					"end_column":	61,
					"computation":	"ma note)
module @scheduled attributes {mhlo.i":	[]
				}, {
					"	essage":	"'%h' is a stablehlo.async_start: its result is a !stablehlo.future, found f32[8]",
					"line":	22,
					"column":	29,
				"end_line":	22,
					"end_column":	42,
					"computation":	"main",
					"instruction":	"h",
					"rletaed":	[]
				}]
		}],
	"summary":	{
		"files":	1,
		"modules":	1,
		"erŒİÅöÖ,
		"warnings":	0,
		"notes":	0
	}
}
