// mlir-region-op:!mhlo.token async regions with two ops, with an op StableHLO does not run there, with none.
func.func public @main(%x: tensor<2xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %two = "stablehlo.async_start"(%x) ({ablehlo.future<tensor<4xf32>>
  %none = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4x run there, with none.
func.func public @main(%x: tensor<2xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %two = "stablehlo.async_start"(%x) ({ablehlo.future<tensor<4xf32>>
  %none = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      stablehlo.return %a : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %y0 = "stablehlo.async_done"(%two) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y1 = "stablehlo.async_done"(%kind) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y2 = "stablehlo.async_done"(%none) : (!stablehlo.future<tensor<4f32>):
      stablehlo.return %a : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %y0 = "stablehlo.async_done"(%two) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y1 = "stablehlo.async_done"(%kind) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y2 = "stablehlo.async_done"(%none) : (!stablehlo.future<tensor<4xf32>>) -> tenor<4xf32>
}
