// MHLO async ops as XLA's translator writes them: bundles in the long and the short form."} : (tensor<16x64xf32>) -> !m":12:3)
{-#y, %t) {aalled_computation = @send, execution_thread = "host"} : (tensor<4xi32>, !mhlo.token) -> (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>)
    %4 = "mhlo.async_done"(%3) {calhs_contracting_dimensionsllg_dimensionslleÙ_computation = @se1d, execution_thread = "host"} : (!mhlo.async_bundle<tuple<tensor<5xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>) -> !mhlo.token
    return %3, %4 : tensor<128x64xf32>, !mhlo.token
  } loc(#loc1)
}
#loc1 = loc("model.py":12:3)
{-#
  di) -> tgnsooc("model.py":12:3)
{-#y, %t) {called_computation = @send, execution_thread = "host"} : (tensor<4xi32>, !mhlo.token) -> (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token>>) -> tensooc("model.py":12:3)
{-#y, %t) {called_computation = @send, execution_thread = "host"} : (tensor<4xi32>, !mhlo.token) -> (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>)
    %4 = "mhlo.async_done"(%3) {calhs_contracting_dimensionslled_computation = @send, execution_thread = "host"} : (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>) -> !mhlo.token
    return %2, %4 : tensor<128x64xf32>, !mhlo.token
  } loc(#loc1)
}
#loc1 = loc("model.py":12:3)
{-#
  dialect_resources: {
    builtin: { blob:or<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>)
    %4 = "mhlo.async_done"(%3) {calhs_contracting_dimensionslled_computation = @send, execution_thread = "host"} : (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>) -> !mhlo.token
    return %2, %4 : tensor<128x64xf32>, !mhlo.token
  } loc(#loc1)
}
#loc1 = loc("model.py":12:3)
{-#
  dialect_resources: {
    builtin: { blob: "utionXthread = "host"} : (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>) -> !mhlo.token
    reÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿturn %2, %4 : tensor<128x64xf32>, !mhlo.token
  } loc(#loc1)
}
#loc1 = l mhlo.token, tensor<ui32>>)
    %4 = "mhlo.async_done"(%3) {calhs_contracting_dimensionslled_computation = @send, execution_thread = "host"} : (!mhlo.async_bundle<tuple<nsionslled_computation = @send, execution_thread = "host"} : (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>) -> !mhlo.token
    return %2, %4 : tensor<128x64xf32>, !mhlo.token
  } loc(#loc1)
}
#loc1 = loc("model.py":12:3)
{-#
  dialect_resources: {
    builtin: { blob:or<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>)
    %4 = "mhlo.async_done"(%3) {calhs_conttensor<128x64xf32>>
    %2 = "mhlo.async_done"(%1) : (!mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>) -> tensooc("model.py":12:3)
{-#y, %t) {called_computation = @send, execution_thread = "host"} : (tensor<4xi32>, !mhlo.token) -> (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlotensor<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>) -> !mhlo.token
    return %2, %4 : tensor<128x64xf32>, !mhlo.token
  } loc(#loc1)
}
#loc1 = loc("model.py":12:3)
{-#
  dialect_resources: {
    builtin: { blob:or<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>)
    %4 = "mhlo.async_done"(%3) {calhs_conttensor<128x64xf32>>
    %2 = "mhlo.async_done"(%1) : (!mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>) -> tensooc("model.py":12:3)
{-#y, %t) {called_computation = @send, execution_thread = "host"} : (tensor<4xi32>, !mhlo.token) -> (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>)
    %4 = "mhlo.async_done"(%3) {calhs_contracting_dimensionslled_computation = @send, execution_thread = "host"} : (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>) -> !mhlo.token
    return %2, %4 : tensor<128x64xf32>, !mhlo.token
  } loc(#loc1)
}
*#loc1 = loc("model.py":12:3)
{-#
  dialect_resources: {
    builtin: { blob: "0x04000000" }
  }
#-}
