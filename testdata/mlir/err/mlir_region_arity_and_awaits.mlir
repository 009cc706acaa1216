// A future awaited five times (the first four places told), a start that gives its region no
// operand, and one that gives too few but is awaited (async-underbound tells it at the done).
func.func public @main(%x: tensor<4xf32>) -> (tensor<4xf32>, !stablehlo.future<tensor<4xf32>>, tensor<4xf32>) {
  %five = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      %p = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
      stablehlo.return %p : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %d1 = "stablehlo.async_done"(%five) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %d2 = "stablehlo.async_done"(%five) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %d3 = "stablehlo.async_done"(%five) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %d4 = "stablehlo.async_done"(%five) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %d5 = "stablehlo.async_done"(%five) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %none = "stablehlo.async_start"() ({
    ^bb0(%a: tensor<4xf32>, %b: tensor<4xf32>):
      %p = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
      stablehlo.return %p : tensor<4xf32>
  }) : () -> !stablehlo.future<tensor<4xf32>>
  %few = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>, %b: tensor<4xf32>):
      %p = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
      stablehlo.return %p : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %w = "stablehlo.async_done"(%few) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  return %d5, %none, %w : tensor<4xf32>, !stablehlo.future<tensor<4xf32>>, tensor<4xf32>
}
