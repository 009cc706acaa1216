// MHLO	"path":	"mlir/ok/mhlo_bundles.mlir",
			"modules":	1,
			"diagnostics":	[]
 2 : i32} {
  func.func private @two_in(%p0: tensor<4xf32>, %p1: tensor<4xf32>) -> (tensor<			"diagnostics":	[]
 2 ttributes {execution		}],
	"summary":	{
		"files":	1,
		"modules":	1,
		"e_thr