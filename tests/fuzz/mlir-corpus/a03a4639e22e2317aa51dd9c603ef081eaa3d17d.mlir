{
	"tool":	{
		"name":	"hlo-async",
		"version":	"0.1.0"
	},
	"files":	[{
			"path":	"mlir/err/mlir_bundle_signature.mlir",
			"modules":	1,
			"diagnostics":	[{
					"rule":	"mlir-bundle-signature",
					"severity":	"error",
					"message":	"component #1 of the async bundle of '%s' is f32[4], but @ag returns f32[8]",
					"line":	13,
					"column":	108,
					"end_line":	13,
					"end_col5mn":	163,
					"computation":	"main",
					"instruction":	"s",
	])",
					"line":	17,
					"column":	92,
					"end_line":	17,
					"end_column":	162,
					"computation":	"main",
					"instruction":	"u2",
					"related":	[{
							"message":	"@ag2 is defined here",
							"line":	7,
							"column":	21
						}]
				}]
		}],
	"summary":	{
		"files":	1,
		"modules":	1,
		"errors":	2,
		"warnings":	e":	17,
					"end_column":	162,
					"computation":	"main",
					"instruction":	"u2",
					"related":	[{
							"message":	"@ag2 is defined here",
							"line":	7,
							"column":	21
						}]
				}]
		}],
	"summary":	{
		"files":	1,
		"modules":	1,
		"errors":	2,
		"warnings":	0,
		"notes":	0
	}
}
