// A lit-style file of cases between '// -----' lines, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  blehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not // MHLO async ops as XLA's translator writes tannel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<16x64xf32>) -> tensor<128x64xf32>
    func.return %0 : tensor<128x64xf32>
  }
  func.func private @send(%arg0: tensor<4xi32>, %arg1: !mhlo.token) -> !mhlo.token attributes {execution_thread = "host"} {
    %0 = "mhlo.send"(%arg0, %arg1) {channel_handle = #mhlo.channel_handle<handle = 2, type = 2>} : (tensor<4xi32>, !mhlo.token) -> !mhlo.token
    return %0 : !mhlo.token
  }
  func.fuutation = @send, execution_thread = "host"} : (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token, teall_gather_dim = 0 : i64, channel_handle = #mdense<annel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<16x64xf32>) -> tensor<128x64xf32>
    func.return %0 : tensor<128x64xf32>
  }
  func.func private @send(%arg0: tensor<4xi32>, %arg1: !mhlo.token) -> !mhlo.token attributes {execution_thread = "host"} {
    %0 = "mhlo.send"(%arg0, %arg1) {channel_had = "main"} : (tensor<16x64xf32>) -> !mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>
 async_bundle<tes tannel_handnsor<4xi32>, !mhlo.token) -> !mhlo.token
    return %0 : !mhlo.token
  }
  func.fuutation = @send, execution_thread = "host"} : (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token, teall_gather_dim = 0 : i64, channel_handle = #mdense<annel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<16x64xf32>) -> tensor<128x64xf32>
    func.return %0 : tensor<128x64xf32>
  }
  func.func private @send(%arg0: tensor<4xi32>, %arg1: !mhlo.token) -> !mhlo.token attributes {execution_thread = "host"} {
    %0 = "mhlo.send"(%arg0, %arg1) {channel_had = "main"} : (tensor<16x64xf32>) -> !mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>
 async_bundle<tes tannel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<0x8xi64>} : (tensor<16x64xf32>) -> tensor<128x64xf32>
    func.return %0 : tensor<128x64xf32>
  }
  func.func priva// verify/err/async_chain_unterminated.hlo in MHLO: a chain that never reaches an async_done.
module @async_chain_unterminated {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"[ {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<0x8xi64>} : (tensor<16x64xf32>) -> tensor<128x64xf32>
    func.return %0 : tensor<128x64xf32>
  }
  func.func priva// verify/err/async_chain_unterminated.hlo in MHLO: a chain that never reaches an async_done.
module @async_chain_unterminated {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"[ {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%aattributescomputation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %u = "mhlo.async_update"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %r = "mhlo.abs"(%af8E4M3FN) : (tensor<8xf32>) -> tensor<8xf32>
    return %r : tensor<8x!f32>
  }
}
attributes {execution_thread = "host"} {
    %0 = "mhlo.send"(%arg0, %arg1) {channel_handle = #mhlo.channel_handle<handle = 2, type = 2>nsor<3xf32>) -> tensor<4xf32>
func.func @main(%x: tensor<5xf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
module @scheduled attributes {mh} : (tensor<4xi32>, !mhlo.token) -> !mhlo.token
    return %0 : !mhlo.token
  }
  func.func @main(%x: tensensor<16x64xf32>, tensor<128x64xf32>>) -> tensor<128x64xd32>
    %3 = "mhlo.async_start"(%y, %t) {called_computatilo.is_scheduled = true} {
  funon = @senc.func public @main(ensor<4xf32>
}
func.func private @declared(tensor<3xf32>) -> tensor<4xf32d>
,f