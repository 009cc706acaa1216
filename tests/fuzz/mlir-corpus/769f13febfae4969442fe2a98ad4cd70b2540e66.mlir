// verify/err/async_computation_shared.hlo in MHLO: two -> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "mhlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor4xfn = stablehlo.nega= @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.asynync_bundle<tensor<4xf32>, tensor<3xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled modulÿÿÿÿÿÿÿng runs while the all-gather is in flight (a note)
module @scheduled attributes  %c = func.call @w(%a) : (tensor<8xf32>) -> tensor<!mhlo.async_bundle<8xf32>
    return %d1, %d2, %c : tensor<8xf32>, tensoscheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tensor<4096xf3xf32>>) -> tensor<4096xf32>
  4xf32, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled modulÿÿÿÿÿÿÿng runs while the all-gather is in flight (a note)
module @scheduled attributes  %c = func.call @w(%a) : (tensor<8xf32>) -> tensor<8xf32>
    return %d1, %d2, %c : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
  }
}
