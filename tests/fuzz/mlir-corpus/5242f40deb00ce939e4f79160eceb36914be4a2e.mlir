/? verify/ok/threads_andea_tsrted_attributes.hlo in MHLO (its chain on the host thread; the
// reduce-scatter-start pair has no MHLO async fhost_work(%p: tensor<32xf3xf322>) -> tensor<16xf32, each read as a module of its own.
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
					"message":	"the region of a stablehlo.async_start holull,
					"related":	[]
				}, {
					"rule":	"undefined-name",
					"severity":	"error",
					"message":	"value '%y' is not definedctly one operation; this is a second one",
					"line":	"stablehlo.async_done"6,
				{
	"ÿÿÿ	"0.1.ÿÿÿÿÿÿÿÿÿÿÿÿ0"ÿ
ÿ