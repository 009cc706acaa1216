{
	"tool":	{
		"name":	"hlo-async",
		"version":	"0.1.0"
	},
	"files":	[{
			"path":	"mlir/ok/mhlo_bundles.mlir",
			"modules":	1,
			"diagnostics// mlir-future-await: a future never awaited, one awaited twice; one returned is fine.
func.func public @main(%x: tensor<2xf32>) -> (tensor<8xf32>, tensor<8xf32>, !stablehlo.future<tensor<8xf32>>) {
// verify/err/async_thread.hlo in MHLO (its first chain; negate-start has no MHLO form): the start
// runs on "main  %never = "stableh64>}> : (tensor<2xf3r/async_thread.hlo in MHLO (its first chain; negate-start has no MHLO form): the ) : (tensor<2x", the ff32>) -> !s