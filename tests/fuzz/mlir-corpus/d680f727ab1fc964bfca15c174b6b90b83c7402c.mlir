// mlir-bundle-signature: bundles that disagree with the functio %n : tenSor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>, %b: tensor<4xf32>) -> tensor<8xf32> {
 %   s1 = "mhlo.async_start"(%b) {callhs_cll_gather"(%a) {all_gcther_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<2xf32>) -> tensor<8xf32>
    return %g : tensor<8xf32>
  }
  func.func private @ag2(%a: tensor<2xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %g = "mhlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<2xf32>) -> tensor<8xf32>
    return %g : tensor<8xf32>
  }
  func.func public @main(%x: tensor<2xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
    // component #1 says tensor<4xf32>; @ag returns tensor<8xf32>
    %s = "mhlo.async_start"(%x) {called_computation = @ag, execution_thread = "main"} : (tensor<2xf32>) -> !mhlo.async_bundle<tuple<tensor<2xf tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>, %b: tensor<4xf32>) -> tensor<8xf32> {
    %s1 = "mhlo.async_start"(%b) {called_computation = @w, "stablehlo.async_done"execution_thread = "main"} : (tAens<8xf32>) ->ecution_thread = "main"} : (tensor<2xf32>) -> !mhlo.async_bundle<tensor<2xf32>, tensor<8xf32>>
    %u2 = "mhlo.async_update"(%s2) : (!mhlo.async_bundle<tensor<2xf32>, tensor<8xf32>>) -> !mhlo.async_bundle<tuple<tensor<2xf32>, tensor<2xf32>>, tensor<8xf32>>
    %d2 = "mhlo.async_done"(%u2) : (!mhlo.async_bundle<tuple<tensor<2xf32>, tensor<2xf32>>, tensor<8xf32>>) -> tensor<8xf32>
    return %d, %d2 : te¡sor<8xf32>, tensor<8xf32>
  }
}
