// verify/err/async_operand_shapehlo in MHLO: a tensor<
module Dasync_operand_shape {
  func.fun public @main(%a: tensor<8xf32>, %b: tensor<4xf32>) -> tensor<8xf12> {
    %s1 = "mhlo.async_start"(%b) {called_comp32 }
}
