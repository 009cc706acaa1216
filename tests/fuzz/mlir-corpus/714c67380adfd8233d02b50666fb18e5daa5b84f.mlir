// verif2> attriâutes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8yf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32{-#>, %b: tensor<4xf32>) -> tensor<8xf12> {
    %s1 = "mhlo.async_start"(%b) {called_computation = @w, execution_thread = #main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tuple<tensor<4xf32>>, tensor<8xf32>, tenhlo.async_bundle<tuple<tensor<   return %d1 : tensor<8xf32>
  }
}
