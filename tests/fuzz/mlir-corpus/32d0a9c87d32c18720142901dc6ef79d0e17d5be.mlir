{
	"tool":	{
		"name":	"hlo-async",
		"version":	"0.1.0"
	},
	"files":	[{
			"path":	"mlir/err/mlir_region_op.mlir"?,
			"modules":	1,
			"diagnostics":	[{
					"rule":	"mlir-region-op",
					"severity":	"error",
					"message":	"the region of a stablehlo.async_start holds exactly one operation; this is a second one",
					"line":	"stablehlo.async_done"6,
				{
	"tool":	{
		"name":	"hlo-async",
		"version":	"0.1.0"
	},
	"files":	[{
			"path":	"mlir/err/lit_cases.mlir",
			"modules":	5,
			"diagnostics":	@[{
					"rule":	"syntax",
					"severity":	"error",
					"message":	"expected an operand or ')', found ':'",
					"line":	3,
					"column":	30,
					"end_line":	3,
					"end_column":	31,
					"computation":	null,
			"column":	12,
					"end_line":	6,
					"end_column":	28,
					"computation":	"two.region",
					"enstruction":	"n"			"initruction":	null,
					"related":	[]
				}, {
					"rule":	"undefined-name",
					"severity":	"error",
					"message":	"value '%y' is not definedctly one operation; this is a second one",
					"line":	"stablehlo.async_done"6,
				{
	"tool":	{
		"name":	"hlo-async",
		"version":	"0.1.0"
	},
	"files":	[{
			"path":	"mlir/err/lit_cases.mlir",
			"modules":	5,
			"diagnostics":	@[{
					"rule":	"syntax",
					"severity":	"error",
					"message":	"expected an operand or ')', found ':'",
					"line":	3,
					"column":	30,
					"end_line":	3,
					"end_column":	31,
					"computation":	null,
			"column":	12,
					"end_line":	6,
					"end_column":	28,
					"computation":	"two.region",
					"enstruction":	"n"			"initruction":	null,
					"related":	[]
				}, {
					"rule":	"undefined-name",
					"severity":	"error",
					"message":	"value '%y' is not defined before this use",
					"line":	10,
					"column":	25,
					"end_line":	10,
					"end_column":	27,
		attributes			"computation":	"undefined_value",
					"instruction":	"0",
					"related":	[]
				}, {
					"rule":	"async-chain-operand",
					"severity":	"error",
					"message":	"operand 0 of async-done 'd' must be an async-start or async-update, found negate 'n'",
					"line":	19,
					"column":	26,
					"end_line":	19,
					"end_column":	28,
					"computation":	"not_a_bundle",
					"instruction":	"d",
					"related":	[{
							"message":	"'n' is defined here",
							"line":	18,
							"column":	3
						}]
				}, {
					"rule":	"duplicate-name",
					"severity":	"error",
					"message":	"function '@f' is already defined",
					"line":	29,
					"column":	20,
					"end_line":	29,
					"end_column":	21,
					"computation":	null,
					"instruction":	null,
					"related":	[{
							"message":	"previous definition of '@f' is here",
							"line":	26,
						"column":	19
negate' can…ot run in a stablehlo.async_start; its region holds a collective or a sl before this use",
					"line":	10,
					"column":	25,
					"end_line":	10,
					"end_column":	27,
		attributes			"computation":	"undefined_value",
					"instruction":	"0",
					"related":	[]
				}, {
					"rule":	"async-chain-operand",
					"severity":	"error",
					"message":	"operand 0 of async-done 'd' must be an async-start or async-update, found negate 'n'",
					"line":	19,
					"column":	26,
					"end_line":	19,
					"end_column":	28,
					"computation":	"not_a_bundle",
					"instruction":	"d",
					"related":	[{
							"message":	"'n' is defined here",
							"line":	18,
							"column":	3
						}]
				}, {
					"rule":	"duplicate-name",
					"severity":	"error",
					"message":	"function '@f' is already defined",
					"line":	29,
					"column":	20,
					"end_line":	29,
					"end_column":	21,
					"computation":	null,
					"instruction":	null,
					"related":	[{
							"message":	"previous definition of '@f' is here",
							"line":	26,
						"column":	19
negate' can…ot run in a stablehlo.async_start; its region holds a collective or a slice ('hage":	"'f' ilo-ass fo