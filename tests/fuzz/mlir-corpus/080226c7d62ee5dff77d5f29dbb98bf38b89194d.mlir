// verify/err/async_operand_shape.hlo in MHLO: a tensor<4nf32> bound to a tensor<4xf32> input
// (the bundle says tensor<4xf32> too, which only MLIR can also get wrong: mlir-bundle-signatureputation: <omputation: (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<4) -> tensor<4xf32>
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = 