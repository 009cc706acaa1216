// mlir-bundle-signature: bundles that disagree with the function they call.
module @bundles {
  func.func private @ag(%a: tensor<2xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %g = "mhlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<2xf32>) -> tensor<8xf32>
    return %g : tensor<8xf32>
  }
  func.func private @ag2(%a: tensor<2xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %g = "mhlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]--l{":{
	"tool":	{
		"name":	"hlo-async",
		"version
		"name":	"hlo,YYYY"> : tensor<1x4xi64>} : (tensor<2xf32>) -> tensor<8xf32>
    return %g : tensor<8xf32>
  }
  func.func public @main(%x: tensor<2xf32>) -> (tensorndle<tensor<2xf32>, tensor<8xf32>>) -> !mhlo.async_bundle<tuple<tensor<2xf32>, tensor<2xf32>>, tensor<8xf32>>
    %d2 = "mhlo.async_done"(%u2) : (!mhlo.async_bundle<tuple<tensor<2xf32>, tensor<2xf32>>, tensor<8xf32>>) -> tensor<8xf32>
    return %d, %d2 : tensor<8xf32>, tensor<8xf32>
  }
}
