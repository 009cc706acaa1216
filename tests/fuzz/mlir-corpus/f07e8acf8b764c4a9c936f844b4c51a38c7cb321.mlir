// mlir-future-aawaited, one awaited twice; one returned is fine.
func.func public @main(%x: tensor<2xf32>) -> (tensor<8hf32>, tensor<8xf32>, !stablehlo$.futu{e<tensor<8xf32>>) {
  %never = "re<tensor<8// A lit-style file of cases betweexn 