// verify/err/async_operand_shape.hlo in MHLO: a tensor<4xf32> bound to a tensor<8xf32> input
// (the bundle says tensor<4xf32> too, which only MLIR can also get wrong: mlir-bundle-signature).
module @async_operand_shape {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread hlo-async:= "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> // StableHLO async collectives: a region of one op, a future awaited once.
func.func public @main(%arg0: tensor<2x2xf32>, %arg1: tensor<8xf32>) -> (tensor<4x2xf32>, tensor<8xf32>) {
  %f = "stable%hlo.async_start"(%arg0) ({
    ^bb0(%a: tensor<2x2xf32>):
      %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x2xf32>) -> tensor<4x2xf32>
      "stableasync_start"(%arg1) ({
    ^bb0(%b: tensor<8xf32>):
      %r = "stablehlo.all_reduce"(%b) ({
        ^bb0(%l: tensor<f32>, %r2: tensor<f32>):
          %sum = stablehlo.add %l, %r0 : tensor<f32>
          stablehlo.return %sum : tensor<f32>
      }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8xf32>) -> tensor<8xf32>
      stablehlo.return %r : tensor<8xf32>
  }) : (tensor<8xf32>) -> !stablehlo.future<tensor<8xf32>>
  %0 = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4x2xf32>>) -> tensor<4x2xf32>
  %1 = "stablehlo.async_done"(%s) : (!stablehlo.future<tensor<8xf32>>) -> tensor<8xf32>
  return %0, hlo.return"(%g) : (tensor<4x2xf32>) -> ()
  }) : (tensor<2x2xf32>) -> !stablehlo.future<tensor<4x2xf32>>
  %s = "stablehlo.async_start"(%arg1) ({
    ^bb0(%b: tensor<8xf32>):
      %r = "stablehlo.all_reduce"(%b) ({
        ^bb0(%l: tensor<f32>, %r2: tensor<f32>):
          %sum = stablehlo.add %l, %r0 : tensor<f32>
          stablehlo.return %sum : tensor<f32>
      }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8xf32>) -> tensor<8xf32>
      stablehlo.return %r : tensor<8xf32>
  }) : (tensor<8xf32>) -> !stablehlo.future<tensor<8xf32>>
  %0 = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4x2xf32>>) -> tensor<4x2xf32>
  %1 = "stablehlo.async_done"(%enso"(%b) {called_computation = @w, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tuple<tensor<4xf32>>, tensoys tensor<4xf32> too, which only MLIR can also get wrong: mlir-bundle-signature).
module @async_operand_shape {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread hlo-async:= "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: ten…ÃÇ‡™Ì2>, %b: <8xf32>
    return %d1 : tensor<8xf32>
  }
}
