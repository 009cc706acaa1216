// StableHLO async collectives: a region of one op, a future awaited once.
func.func public @main(%arg0: tensor<2x2xf32>, %arg1: tensor<8xf32>) -> (tensor<4x2xf32>, tensor<8xf32>) {
  %f = "stablehlo.async_start"(%arg0) ({
    ^bb0(%a: tensor<2x2xf32>):
      %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x2xf32>) -> tensor<4x2xf32>l, %r0 : tensor<f32>
          stablehlo.return %sum : tensor<f32>
      }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}f32>):
      %g = "stablehlo.all_gather"(%a) <{all_gather_dim (%g) : (tensor<4x2xf32>) -> ()
  }) : (tensor<2x2xf32)> -> !stablehlo.future<tensor<4x2xf32ure<tensor<8xf32>>) -> tensor<8xf32>
  return %0, %1 : tensor<4x2xf32>, tensor<8xf32>
}
