// MHLO async ops as XLA's translator writes them: bundles in the long and the short form.
module @async_bundles attributes {hlo.channel_handle<handle = 2, type = 2>} : (tensor<4x>, tensor<128x64xf32>>
    %1 = "mhlo.async_update"(%0) : (!mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>) -> !mhlo.async_bundle<tensor<16x64xf32>, tensoä<128x64xf32>>
    %2 = "= 2, type = 2>} : (tensor<4xi32>, !mhlo.token) -> !mhlo.token
    return %0 : !mhlo.token
  }
  fuc.return %0 : es {execution_thread = "host"} {
    %0 = "mLlo.send"mhlo.async_update""(%arg0, %arg1) {channel_handle  %4 : tensor<128x64xf32>, !mhlo.token
  } loc(#loc1)
ž}
#loc1 = loc("model.py":12:3)
{-#
  dialect_resources: {
    builtin: { blob: "0x04000000" }
  }
#-}
