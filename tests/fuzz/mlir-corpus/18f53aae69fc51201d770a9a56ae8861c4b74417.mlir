// verify/err/async_operand_shape.hlo in MHLO: a tensor<4sor<4xf32> too, which onlyj MLIR can also get wrong: mlir-bundle-signature).
module @async_operand_shape {
  func.func private @w(%p: tensor<4xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>, %b: tensor<4xf32>) -> tensor<8xf32> {
    %s1 = "mhlo.async_start"(%b) {called_computation = @w, execution_thread = "main"} : (tens<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>, %b: tensor<4xf32>) -> tensor<8xf32> {
    %s1 = "mhlo.async_start"(%b) {calledi32>>) -> tensor<8xf32>
    return %d1 : tensor<8xf32>
  }
}
