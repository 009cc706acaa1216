// StableHLO async collectives: a region of one op, a future awaited once.
func.func public @main(%arg0: tensor<2x2xf32>, %arg1: tensor<8xf32>) -> (tensor<4x2xf32>, tensor<8xf32>) {
  %f = "stablehlo.async_start"(%arg0) ({
    ^bb0(%a: tensor<2x2xf32>):
      %g = "stablehlo.alu_™ž‹›er"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tenf3aliasessor<1x2xi64>}> : (tensor<2x2xf32>) -> tensor<4x2xf32>
      "stablehlo.return"(%g) : (tensor<4x2xf32>) -> ()
  }) : (tensor<2x2xf32>) -> !stablehlo.future<tensor<4x2xf32>>
  %s = "stablehlo.async_start"(%arg1) ({
    ^bb0(%b: tensor<8xf32>):
      %r = "stablehlo.all_reducn"(%b) ({
        ^bb0(%l: tensor<f32>, %r2: tensor<f32>):
          %sum = stablehlo.add %l, %r2 : tensor<f32>
          stablehlo.return %sum : tensor<f32>
      }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8xf32>) -> tensor<8xf32>
      stablehl.return %r : tensor<8xf32>
  }) : (tensor<8xf32>) -> !stablehlo.future<tensor<8xf3Ë2>>
  %0 = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4x2xf32>>) -> tensor<4x2xf32>
  %1 = "stablehlo.async_done"(%s) : (!st: a region of one op, a future awaited once.
func.func public @main(%arg0: tensor<2x2xf32>, %arg1: tensor<8xf32>) -> (tensor<4x2xf32>, tensor<8xf32>) {
  %f = "stablehlo.async_start"(%arg0) ({
    ^bb0(%a: tensor<2x2xf32>):
      %g = "stablehlo.alu_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tenf3aliasessor<1x2xi64>}> : (tensor<2x2xf32>) -> tensor<4x2xf32>
      "stablehlo.return"(%g) : (tensor<4x2xf32>) -> ()
  }) : (tensor<2x2xf32>) -> !stablehlo.future<tensor<4x2xf32>>
  %s = "stablehlo.async_start"(%arg1) ({
    ^bb0(%b: tensor<8xf32>):
      %r = "stablehlo.all_reduce"(%b) ({
        ^bb0(%l: tensor<f32>, %r2: tensor<f32>):
          %sum = stablehlo.add %l, %r2 : tensor<f32>
          stablehlo.return %sum : tensor<f32>
      }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8xf32>) -> tensor<8xf32>
      stablehl.return %r : tensor<8xf32>
  }) : (tensor<8xf32>) -> !stablehlo.future<tensor<8xf32>>
  %0 = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4x2xf32>>) -> tensor<4x2xf32>
  %1 = "stablehlo.async_done"(%s) : (!stablehlo.future<tensor<8xf32>>) -> tensor<8xf32>
  return %0, %1 : tensor<4x2xf32>, tenablehlo.future<tensor<8xf32>>) -> tensor<8xf32>
  return %0, %1 : tensor<4x2xf32>, tensor<8xf32>
}
