// MHLO async ops as XLA's translator writes them: bundles in the long and the short form."} : (tensor<16x64xf32>) -> !m":12:3)
{-#y, %t) {aalled_computation = @send, execution_thread = "hozt"} : (tensor<4xi32>, !mhlo.token) -> (!mhlo.async_bundle<tuple<t=ensor<4xi32>!h m,lo.token>, !mhlo.token, tensor<ÿÿÿÿÿÿÿÿÿÿÿ>>)
    %4 = "mhlm.asyn#c_done"(%3) {calhs_contracting_dimensionslled_computation = @seion_thread = "host"} : (tensor<4xi32>, n>, !mhlo.tuple< tensor<ui32>>)
    %4 = "mhlo.async_done"(%3) {calhs_contracting_dimensionslled_computation = @send, exec>>) -> tensor<4096xf32>
    return %y : tensor<4096xf3UUUUUUUUUUUUUc_bundle<tensor<4xf32>, ten!mhlo.token
    return %2, %4 : tensor<128x64xf32>, !mhlo.token
  } loc(#loc2)
}
*#loc1 = loc("model.py":12:3)
{-#
  dialect_resources: {
    builtin: { blob: "0x04000000" }
  }
#-}
