// verify/err/async_operand_shapehlo in MHLO: a tenso4xf32>) -> tensor<8xnsor<4xf32>) -> !mhlo.async_bundle<f32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @masor<8xf32>
  }
  func.func public @main(%a: tenstuple<tensor<4xf3"mhlo.async_done"2>>, tensor<@xf3">, tensor<i32>>
    %dor<8xf2>) -> tensor<8xf32>
ic @main(%a: tensin"} : (te(tensor<8’‘sor<4xf32>) -> !mhlo.async_bundle<f32>) -> tensor<8xf3 "sta   bl