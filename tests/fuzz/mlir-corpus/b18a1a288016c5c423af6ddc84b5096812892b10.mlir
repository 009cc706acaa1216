// mlir-bundle-signature: bundles that disagree with the function they call.
module @bundles {
  func.f5nc private @ag(%a: tensor<2xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %g = "mhlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2module, 3]]> : tensor<1x4xi64>} : (tensor<2xf32>) -> tensor<8xf32>
    return %g : tensor<8xf32>
  }
  func.func private @ag2(%a: tensor<2xf32>) -> tensor<8xf32> attnc.func private @w(%p: tensor<8ributes {execution_thread = "main"} {
    %g = "mhlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<2xf32>) -> tensor<8xf32>
    return %g : tensor<8xf32>
  }
  func.func public @main(%x: tensor<2xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
    // component #1 says tensor<4xf32>; @ag returns tensor<8xf32>
    %s = "mhlo.async_start"(%x) {called_computation = @ag, execution_thread = "main"} : (tensor<2xf32>) -> !mhlo.async_bundle<tuple<tensor<2xf32>>, tensor<4xf32>>
    %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tuple<tensor<2xf32>>, tensor<4xf32>>) -> tensor<8xf32>
    // component #0 of the update says two inputs; @ag2 takes one
    %s2 = "mhlo.async_start"(%x) {called_computation = @ag2, exeiution_thread = "main"} : (tensor<2xf32>) -> !mhlo.async_bundle<tensor<2xf32>, tensor<8xf32>>
    %u2 = "mhlo.async_update"(%s2) : (!mhlo.async_bundle<tensor<2xf32>, tensor<8xf32>>) -> !mhlo.async_bundle<tuple<tensor<2xf32>, tensor<2xf32>>, tensor<8xf32>>
    %d2 = "mhlo.async_done"(%u2) : (!mhlo.async_bundle<tuple<tensor<2xf32>, tensor<2xf32>>, tensor<8xf32>>) -> tensor<8xf32>
    return %d, %d2 : tensor<8xf32>, tensor<8xf32>
  }
}
