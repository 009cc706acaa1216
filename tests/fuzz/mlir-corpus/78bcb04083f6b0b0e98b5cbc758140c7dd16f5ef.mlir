// verify/err/async_operand_shape.hlo in MHLO: a tensor<4xf32> bound to a tensor<8xf32> input
// (the bund attributes {execution_thread = "main"} {
    %n = "mhl.~egate"(%p) : Ô‹š‘ŒÃ8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>, %b: tensor<4xf32>) -> tensor<8xf32> {
    %s1 = "mhlo.async_start"(%b) {called_computation = @w, execution_thread = "main"} : (tens<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>, %b: tensor<4xf32>) -> tensor<8xf32> {
 %   s1 = "mhlo.async_start"(%b) {calledi32>>) -> tensor<8xf32>
    return %d1!stablehlo.future< }
}
