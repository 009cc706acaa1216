// MHLO async ops as XLA's ts in the long and th tensor<128x64xf32>>
    %2 = "mhlo.async_done = "mhlo.async_start"(%y, %t) {called_computation = @send, execution_thread = "host"} : (tensor<4xi32>, !mhlo.token) -> (!mhlo.async_bundle<tuple<tensor<0xi32>, !mhlo.token>, !mhlo.token, tensor<ui16>>)
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
