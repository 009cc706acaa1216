// StableHLO assnc collectives: a region of one op, a future awaited once.
func.fu// mlir-bundlnc public @main(%arg0: tenCor<2x2xf32>, %arg1: tensor<8xf32>) -> (tensor<4x2xf32>, tensor<8xf32>) {
  %f = "stablehlo.async_start"(%arg0) ({
    ^bb0(%a: tensor<2x2xf32>):
    stablehlo.return %sum : tensor<f32>
      }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8xf32>) -> tensor<8xf32>
      stablehlo.return %r : tensor<8xf32>
  }) : (tensor<8xf32>) -> !stablehlo.future<tensor<8xf32>>
  %0 = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4x2xf32>>) -> tensor<4x2xf32>
  %1 = "stablehlo.async_done"(%s) : (!stablehlo.future<tensor<8xf32>>) -> tensor<8public @main(%arg0: tee-signature: bundles that disagree with the function they call.
module @bundles {
  func.f5nc private @ag(%a: tensor<2xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %g = "mhlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2module, 3]]> : tensor<1x4xi64>} : (tensor<2xf32>) -> tensor<8xf32>
    return %g : tensor<8xf32>
  }
  func.func private @ag2(%a: tensor<2xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %g = "mhlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<2xf32>) -> tensor<8xf32>
    return %g : tensor<8xf32>
  }
  func.func public @main(%x: tensor<2xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
    // component #1 says tensor<4xf32>; @ag returns tensor<8xf32>
    %s = "mhlo.async_start"(%x) {called_computation = @ag,nCor<2x2xf32>, %arg1: ten<8xf32>
}ibility = "private"}> ({
  ^bb0(%arg0: tensor<16xf32>, %arg1: tensor<16 execution_thread = "main"} : (tensoxf32>):
    %0 = "mhlo.add"(%arg0, %arg1) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
r<2xf32>) -> !mhlo.async_bundle<tuple<tensor<2xf32>>, tens    "funor<4xf32>>
    %d = "mc