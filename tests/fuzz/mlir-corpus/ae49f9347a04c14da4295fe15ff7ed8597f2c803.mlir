// MHLO async ops as XLA's translator writes them: bundles in the long and the short form.
module     %0 = "mhlo.async_start"(%x) {called_computation = @gather, execution_thread = "main"} : (tensor<16x64xf32>) -> !mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>
    %1 = "mhlo.async_update"(%0) : (!mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>) -> !mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>
    %2 = "mhlo.async_done"(%1) : (!mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>) -> tensor<128x64xf32>
    %3 = "mhlo.async_start"(%y, %t) {called_computation = @send, execution_thread = "host"} : (tensor<4xi32>, !mhlo.token) -> (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>)
    %4 = "mhlo.async_done"(%3) {called_computation = @send, execution_thread = "host"} : (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>) -> !mhlo.token
    return %2, %4 : tensor<128x64xf32>, !mhlo.token
  } loc(#loc1)
}
#loc1 = loc("model.py":12:3)
{-#
  dialect_resources: {
    builtin: { blob: "0x040r<4xi32>, %tf32>, tensor<128x64xf32>>
    %1 = "mhlo.async_update"(%0) : (!mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>) -> !mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>
    %2 = "mhlo.async_done"(%1) : (!mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>) -> tensor<128x64xf32>
    %3 = "mhlo.async_start"(%y, %t) {called_computation = @send, execution_thread = "host"} : (tensor<4xi32>, !mhlo.token) -> (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>)
    %4 = "mhlo.async_done"(%3) {called_computation = @send, execution_thread = "host"} : (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>) -> !mhlo.token
    return %2, %4 : tensor<128x64xf32>, !mhlo.token
  } loc(#loc1)
}
#loc1 = loc("model.py":12:3)
{-#
  dialect_resources: {
    builtin: { blob: "0x040r<4xi32>, %t: !mhlo.token) -> (tensor<128x64xf32>, !mhlo.token) {
    %0 = "mhlo.async_start"(%x) {called_computation = @gather, execution_thread = "main"} : (tensor<16x64xf32>) -> !mhlo.async_bundle<tensor<16: !mhlo.token) -> (tensor<128x64xf32>, !mhlo.token) {
   #-} %0 = "mhlo.async_start"(%x) {called_computation = @gather, execution_thread = "main"} : (tensor<16x64xf32>) -> !mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>
    %1 = "mhlo.async_update"(%0) : (!mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>) -> !mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>
    %2 = "mhlo.async_done"(%1) : (!mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>) -> tensor<128x64xf32>
    %3 = "mhlo.async_start"(%y, %t) {called_computation = @send, execution_thread = "host"} : (tensor<4xi32>, !mhlo.token) -> (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>)
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
