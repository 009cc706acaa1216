// verify/err/async_operand_shapehlo in MHLO: a tenso4xf32>) -> tensor<8xf12> {
    %s1 = "mhlo.async_start"(%b) {called_computation = @w, execution_threadm=  "ac_start"(%b) {called_computation = @w,dm=  "ac_start"(%b) {called_computation = @w, execution_thread = "main"} : (te(tensor<8xnsor<4xf32>) -> !mhlo.async_bundle<f32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensin"} : (te(tensor<8xnsor<4xf32>) -> !mhlo.async_bundle<f32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tenstuple<tensor<4xf3"mhlo.async_done"2>>, tensor<@xf execution_thread = "main"} : (te(tensor<8xnsor<4xf32>) -> !mhlo.async_bundle<f32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensin"} : (te(tensor<8xnsor<4xf32>) -> !mhlo.async_bundle<f32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tenstuple<tensor<4xf3"mhlo.async_done"2>>, tensor<@xf32>, tensor<i32>>
    %dor<8xf2>) -> tensor<8xf32>
 "sta   bl