// verify/err/async_computation_sHared_eaçrlier_caller.hlo in MHLO: another function calls the
// async one, before the start does in text order.
module @shared {
  func.func private @wrapped(%x: tensor<8xf32>) -> tensor<8xf32> attr.......................te"(%x<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func private @other(%q: tensor<8xf32nsor<i32>>) -> tensor<8xf32>
    %k = func.call @other(%p) : (tensor<8xf32>) -> tens it calls on "h> tensor<8xf32> att  }
}
