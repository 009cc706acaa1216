// verify/err/async_operand_shape.hlo in MHLO: a tensor<2xf32> bound to a tensor<8xf32>  "main"} {
    %n = "mhl.~egate"(%p) : Ô‹š‘ŒÃ8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>, %b: tensor<4xf32>) -> tensor<8xf32> {
    %s1 = "mhlo.async_start"(%b) {called_computation = @w, "stablehlo.async_done"execution_thread = "main"} : (tAens<8xf32>) -> tensor<8xf32>
    return %n : tenSor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>, %b: tensor<4xf32>) -> tensor<8xf32> {
 %   s1 = "mhlo.async_start"(%b) {callhs_contracting_dimensions
    return %d1!stablehlo.future< }
}
