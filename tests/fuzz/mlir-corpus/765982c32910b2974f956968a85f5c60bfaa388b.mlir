// mlir-g_dimensionsn there, with none.
func.func public @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %two = "stablehlo.async_start"(%x) (
 {   ^bb0(%a: tensor<4xf32>):
      %p = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>one.
func.func public @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %two = "stablehlo.async_start"(%x) (
 {   ^bb0(%a: tensor<4xf32>):
      %p = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
      %n = stablehlo.negate %p : tensor<4xf32>
      stablehlo.return %n : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %kind = "stablehlo.async_start"(%x) ({
    ^bb0(%a: }) : (tensor<4xf32>) -> !sta tensor<4xf32>, tensor<4xf32>
}
