// verify/err/async_operanÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿd_shape.hlo in MHLO: a tensor<3xf32> bound to a tensor<8xf32> input
// °°°°°°°°°°°°°°°°°°°°°°°°°°°°°°(the bgnature).
module @async_operand_shape {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread hlo-async:= "main"}xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<9xf32>, %b: tensor<4xf32>) -> tensor<8xf12> {
    %s1 = "mhlo.async_start"(%b) {called_computation =0@w, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bud1 : tensor<8xf32>
  }
}
