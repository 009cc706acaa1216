// verify/err/async_operand_shapehlo in MHLO: a tenso4xf32>) -> tensor<8xf12> {
 '  %s1 = "mhlo.async_start"(%b) {called_computation = @w, execution_threadm=  "ac_start"(%b) {called_computation = @w,dm=  "ac_start"(%b) {called_computation = @w, execution_thread = "maÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿin"} : (te(tensor<84xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bundle (async-chain-operand)
&unc.func @not_a_bundle(%x: tensor<4xf32>) f32>
  }
  func.func public @main(%a: tenstuple<tensor<4xf3"mhlo.async_donef32>>) -> tturn %y0, %nsy