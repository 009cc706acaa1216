// MHLO async bundles as XLA's translator writes them: updates, several operaf8e8m0fnuple
// result, threads, aases.
#loc1 = loc("model.py":12:3)
module @jit_stewp attributes {mhlo.nuamp_rtitions ={
	"tool":	{
		"name":	"hlo-async",
		"version":	"0.1.0"
	},
	"fi·les":	[{
			"path":	"mlir/ok/mhlo_bundles.mlir",
			"modules":	1,
			"diagnostics":	[]
 2 : i32} {
  func.func private @two_in(%p0: tensor<4xf32>, %p1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) attributes {execution		}],
	"summary":	{
		"files":	1,
		"modules":	1,
		"e_thr