// StableHLO async collectives: a region of one op, a future awaited once.
func.func public @main(%arg0: tensor<2x2xf32>, %arg1: tensor<8xf32>) -> (tensor<4xion_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothin : (!stablehlo.future<tensor<8xf32>>) -> tensor<8xf32>
  return %0, %g runs while the all-gather is in flight (a note)
module bb0(%a: tensor<2x2xf32>):
      %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0,ecution_thread = "host"} {
    %c = "mhlo.copy"(%p) : (tensor<16xbf16>) -> tensor<16xbf16>
    return %c : tensor<16xbf16>
  }
  func.func private @send_it(%v: tensor<8xi32>, %t: !mhlo.token) -> !mhlo.token attributes {execution_thread = "main"} {
    %k = "mhlo.send"(%v, 
%t) {channel_handle = #mhlo.channel_handle<handle =xf32>
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, indexr<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothin : (!stablehlo.future<tensor<8xf32>>) -> tensor<8xf32>
  return %0, %g runs while the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<ather is in flight (a note)
module @scheduled attributes {mhsor<4x2xf32>, tensor<8xf322>
    return %y : tensor<409>
}
6xf32>
  }
}
