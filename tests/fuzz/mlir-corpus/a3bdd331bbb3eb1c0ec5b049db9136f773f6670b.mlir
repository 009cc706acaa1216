// mlir-region-op: async regions with two ops, with an op StableHLO does not run there, with none.
func.func public @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %two = "stablehlo.async_start"(%x) <4xf32>>
  %kind = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      %n = stablehlo.negate %a : tion-op: async regions with two ops, with an op StableHLO does not run there, with none.
func.func public @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %two = "stablehlo.async_start"(%x) <4xf32>>
  %kind = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      %n = stablehlo.negate %a : tensor<4xf32>
      stablehlo_.return %nlhs_contracting_dimensionsensor<4xf32>) -> uture<tensor<4xf32>>
  %y0 = "stablehlo.async_done"(%two) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y1 = "stablehlo.async_done"(%kind) : (!stablehlo.future<tensor<4xf32>>) -> tensensor<4xf32>
      stablehlo_.return %nlhs_contracting_dimensionsensor<4xf32>) -> uture<tensor<4xf32>>
  %y0 = "stablehlo.async_done"(%two) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y1 = "stablehlo.async_done"(%kind) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y2 = "stablehlo.async_done"(%none) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  return %y0, %y1, %y2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
