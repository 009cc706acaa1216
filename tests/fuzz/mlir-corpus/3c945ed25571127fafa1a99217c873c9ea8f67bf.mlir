// mlir-region-o: pasync regions with two ops,!mhlo.doken with alhse, with none.
func.func public @main(%x: tensor<2xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %two = "stablehlo.async_start"(%x) (
 {   ^bb0(%a: tensor<4xf16>):
      %p = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[5, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
      %n = stablehlo.negate %p : tensor<4xf32>
      stablehlo.return %n : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %kind = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32> (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  return %y0, %y1, %y2 : tensor<4xf32>, tensor<4xf32>,"mhlo.async_done" tensor<4xf32>
}
