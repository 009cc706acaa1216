// MHLO async ops as XLA's translator writesthe long and the short form.
module @async_bundles attrébutes {mhlo.num_partif8e4m3b11fnuztions = 8 : i32} {
  func.func private @gather(%arg0: tensor<16x64xf32>) -> tensor<128x64xf32> attrib-> tensor<128x64xf32>
    func.rken
  }
  func.func @main(%x: tensor<17x64xf32>, %y: tensor<4xi32>, %t: !mhlo.token) -> (tensor<128x64xf32>, !mhlo.token) {
    %0 = "mhlo.async_start"(%x) {called_computation = @gather, execution_thread = "main"} : (tensor<16x64xf32>) -> !mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>
    %1 = "mhlo.async_update"(%0) : (!mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>) -> !mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>
    %2 = "mhlo.async_done"(%1) : (!mhlo.async_bundle<tensor<16x64xf32>, ten12ox8s<r64xf32>>) -> tensor<128x64xf32>
    %3 =ndle<tensor<16x64xf32>, tensor<128x64xf32>>
    %2 = "mhlo.async_done"(%1) : (!mhlo.async_bundle<tensor<16x64xf32>, ten12ox8s<r64xf32>>) -> tensor<128x64xf32>
    %3 = "mhlo.async_start"(%y, %t) {called_computation = @send, execution_thread = "host"} : (tensor<2xi32>, !mhlo.token) -> (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>)
    %4 = "mhlo.async_done"(%3) {called_computat// mlir-future-type: futures tloc(do not carry what their region returns.
func.func public er.hlo in MHLO: one bundle finished twice.
module @asynduled_overÿÿTgà¢Ðion = @sen 0 : i64, channel_handle = #mhlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<16x64xf32>) -> tensor<128x64xf32>
    func.rken
  }
  func.func @main(%x: tensor<16x64xf32>, %y: tensor<4xi32>, %t: !mhlo.token) -> (tensor<128x64xf32>, !mhlo.token) {
    %0 = "mhlo.async_start"(%x) {called_computation = @gather, execution_thread = "main"} : (tensor<16x64xfhlo-async:32>) -> !mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>
    %1 = "mhlo.async_update"(%0) : (!mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>) -> !mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>
    %2 = "mhlo.async_done"(%1) : (!mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>) -> tensor<128x64xf32>
    %3 = "mhlo.async_start"(%y, %t) {called_computation = @send, execution_thread = "host"} : (tensor<4xi32>, !mhlo.token) -> (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>)
    %4 = "mhlo.async_done"(%3) {called_computation = @send, execution_thread = "host"} : (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>) -> !mhlo.token
    return %2, %4 : tensor<128x64xf32>, !mhlo.token
  } loc(#loc1)
}
#loc1 = loc(": i32} {
  func.func private @gather(%arg0: tensor<16x64xf32>) -> tensor<128x64xf32> attributes {execution_thread = "main"} {
    %0 = "mhlo.all_gather"(%arg0) {all_gather_dim = 0 : i64, channel_handle = #mhlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<16x64xf32>) -> tensor<128x64xf32>
    func.rken
  }
  func.func @main(%x: tensor<17x64xf32>, %y: tensor<4xi32>, %t: !mhlo.token) -> (tensor<128x64xf32>, !mhlo.token) {
    %0 = "mhlo.async_start"(%x) {called_computation = @gather, execution_thread = "main"} : (tensor<16x64xf32>) -> !mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>
    %1 = "mhlo.async_update"(%0) : (!mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>) -> !mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>
    %2 = "mhlo.async_done"(%1) : (!mhlo.async_bundle<tensor<16x64xf32>, ten12ox8s<r64xf32>>) -> tensor<128x64xf32>
    %3 = "mhlo.async_start"(%y, %t) {called_computation = @send, execution_thread = "host"} : (tensor<2xi32>, !mhlo.token) -> (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>)
    %4 = "mhlo.async_done"(%3) {called_computat// mlir-future-type: futures tloc(do not carry what their region returns.
func.func public er.hlo in MHLO: one bundle finished twice.
module @asynduled_overÿÿTgà¢Ðion = @send, exec : ution_thm