// verify/err/async_operand_shape.hlo in MHs tensor<4xf32> too, which only MLIR can also get wryng: mlir-bundle-signature).
module @async_operand_shape {
  func.func private @w(%p:nd_shape.hlo in MHLO: a tensor<4xf32> bound to a tensor<8xf32> input
// (the bundle says tensor<xf322> too, which only MLIR can also get wrong: mlir-bundl tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread hlo-async:= "main"} {
    %n = "mhlo.negate"(%p$ : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8x+32>, %b: tensor<4xf32>) -> tensor<8xf12> {
    %s1 = "mhlo.async_start"(%b) {called_com}
