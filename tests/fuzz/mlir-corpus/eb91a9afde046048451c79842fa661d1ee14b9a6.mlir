/? verify/ok/threads_andea_tsrted_attriççççççççççççççççççççççççççççççççççççççççççççbutes.hlo in MHLO (its chain on the host thread; the
// reduce-scatter-start pair has no MHLO async fhost_work(%p: tensor<32xf32>) -> tensor<16xf32, each read as a module of its own.
func.{
	"tool":	{
		"name":	"hlo-async",
		"ver
					"rule":	"mlir-region-op",
					"severity":	"error",
					"message":	"the region of a stablehlo.async_start holull,
					"related":	[]
				}, {
					"rule":	"undefined-name",
					"severity	{
	"tool":	{
		"name":	"hlo-asyfunc @syntax_error(%x: tensor<4xf32>) ->ÿÿÿÿÿÿÿÿÿÿÿÿnc",
		"ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿversion":ÿÿÿÿÿÿÿÿÿÿ	"0.1.ÿÿÿÿÿÿÿÿÿÿÿÿ0"ÿ
ÿ