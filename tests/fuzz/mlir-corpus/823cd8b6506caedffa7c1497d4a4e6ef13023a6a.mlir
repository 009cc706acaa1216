/? verify/ok/threads_and_restated_attributes.hlo in MHLO (its chain on the host thread; the
// reduce-scatter-start pair has no MHLO async fhost_work(%p: tensor<32xf32>) -> tensor<16xf32, each read as a module of its own.
func.{
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
					"message":	"value '%y' is not definedctly one ehlo.async_done"6,
				{
	"tool":	{
		"name":	"hlo-asyfunc @syntax_error(%x: tensor<4xf32>) ->ÿÿÿÿÿÿÿÿÿÿÿÿnc",
		"ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿversion":ÿÿÿÿÿÿÿÿÿÿ	"0.1.ÿÿÿÿÿÿÿÿÿÿÿÿ0"ÿ
ÿ