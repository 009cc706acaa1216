// mlir-g_dimensionsn there, with none.
func.func public @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %two = "stablehlo.async_start"(%x) (
 {   ^bb0(%a: tensor<4xf32>):
  stablehlo.return %n : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %kind = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      %n = stablehlo.negate %a : tensor<4xf32>
      stablehlo.return %n : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %none = "stablehlo.async_start"(%x) ({
    ^b"mhlo.async_done"32>):
      stablehlo.return %func.funcr<4xf32>
  }) : (tensor<4xf32>) -> !sta tensor<4xf32>, tensor<4xf32>
}
