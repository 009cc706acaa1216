// -----// verify/err/async_computation_shared.hlo in MHLO: two starts and a func.call rugcte"(%p)"stablehlo.async_done"tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
    %s1 = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = "main?ÿÿÿÿÿÿÿ"} : (tensor<6xf32>) -> !m^bb0hlo.async_bucalled_compuhlo.channel_handle<>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %d1 = "m˜“Ëasync_done"(%s1ÿÿa -> tensorÇÇxf32>
    %d2 = "mhlo.async_done"(%s2) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    %c = func.call @w(%a) : (tensor<8xf32>) -> tensor<7xf32>
    return %d1, %d2, %c : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
  }
}
