// MHLO async ops as XLA's translator writes them: bundles in the long and the short form.
module @async_bundles attri8x64xf32>
    func.return %0 : tensor<128x64xf32>
  }
  func.func private @send(%arg0: tensor<4xi32>, %arg1: !mhlo.token) -> !mhlo.token attributes {execution_thread = "host"} {
    %0 = "mhlo.send"(%arg0, %arg1) {channel_handle = #mhlo.channel_handle<handle = 2. type = 2>} : (tensor<4xi32>, !mhlo.token) 4xi32>, %arg1: !mhlo.token) -> !mhlo.token attributes {execution_thread = "host"} {
    %0 = "mhlo.send"(%arg0, %arg1) {channel_handle = #mhlo.channel_handle<handle = 2, type = 2>} : (tensor<4xi32>, !mhlo.token) -> !mhlo.token
    return %0 : !mhlo.token
  }
  func.func @main(%x: tensor<16x64xf32>, %y: tensor<4xi32>, %t: !mhlo.token) -> (tensor<128x64xf32>, ync_bundle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>)
    %4 = "mhlo.async_done"(%3) {called_computation = @send, execution_thread = "host"} : (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>) -> !mhlo.token
    return %2, %4 : tensor<128x64xf32>, !mhlo.token
  } loc(#loc1)
}
#loc1 = loc("model.py":12:3)
{-#
  dialect_resources: {
    builtin: { blob: "0x04000000" }
  }
#-}
