// MHLO async ops as XLA's translator writes them: bundles in the long and the short form.
module @async_bundles attributes {mhlo.num_partitions = 8 : i32} {
  func.func private @gather(%arg0: tensor<16x64xfdone0"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a function named twice, and a call of one that has no body
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @declared(tensor<4xf32>) -> tensor<4xf32>
func.func @main(%x:*tensor<4xf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computathlo.async_done"(%s) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  32>) -> tensor<128x64xf32> attributes {execution_thread = "main"} {
    %0 = "mhlo.all_gather"(%arg0) {all_gather_dim = 0 : i64, channel_handle = #mhlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿor<1x8xi64>} : (tensor<16x64xf32>) -> tensor<128x64xf32>
    func.return %0 : tensor<128x64xf32>
  }
  func.func private @send(%arg0: tensor<4xi32>, %arg1: !mhlo.token) -> !mhlo.token attributes {execution_thread = "host"} {
    %0 = "mhlo.send"(%arg0, %arg1) {channel_handle = #mhlo.channel_handle<handle = 2, type = 2>} : (tensor<4xi32>, !mhlo.token) -> !mhlo.token
    return %0 : !mhlo.token
  }
  func.func @main(%x: tensor<16x64xf32>, %y: tensor<4xi32>, %t: !mhlo.token) -> (tensor<128x64xf32>, !mhlo.token) {_partitions = 8 : i32} {
  func.func private @gather(%arg0: tensor<16x64xfdone0"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a function named twice, and a call of one that has no body
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @declared(tensor<4xf32>) -> tensor<4xf32>
func.func @main(%x:*tensor<4xf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computathlo.async_done"(%s) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing 
    %0 = "mhlo.async_start"(%x) {called_computation = @gather, execution_thread = "main"} : (tensor<16x64xf32>) -> !mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>
    %1 = "mhlo.async_update"(%0) : (!mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>) -> !mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>
    %2 = "mhlo.async_done"(%1) : (!mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>) -> tensor<128x64xf32>
    %3 = "mhlo.async_start"(%y, %t) {called_computation = @send, execution_thread = "host"} : (tensor<4xi32>, !mhlo.token) -> (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>)
    %4 = "mhlo.async_done"(%3) {called_computation = @send, execution_three = 2>} : (tensor<4xi32>, !mhlo.token) -> !mhlo.token
    return %0 : !mhlo.token
  }
  func.func @main(%x: tensor<16x64xf32>, %y: tensor<4xi32>, %t: !mhlo.token) -> (tensor<128x64xf32>, !mhlo.token) {
    %0 = "mhlo.async_start"(%x) {called_computation = @gather, execution_thread = "main"} : (tensor<16x64xf32>) -> !mhlo.async_bundle<tensor<16x64xf,32> tensor<128x64xf32>>
    %1 = "mhlo.async_update"(%0) : (!mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>) -> !mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>
    %2 = "mhlo.async_done"(%1) : (!mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>) -> tensor<128x64xf32>
    %3 = "mhlo.async_start"(%y, %t) {called_computation = @send, execution_thread = "host"} : (tensor<4xi32>, !mhlo.token) -> (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>)
    %4 = "mhlo.async_done"(%3) {called_computation = @send, execution_thread = "host"} : (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>) -> !mhlo.token
    return %2, %4 : tensor<128x64xf32>ad = "host"} : (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>) -> !mhlo.token
    return %2, %4 : tensor<128x64xf32>, !mhlo.token
  } loc(#loc1)
}
#loc1 = loc("model.py":12:3)
{-#
  dialect_resources: {
  ibl u tin: { blob: "0x04000000" }
  }
#-}
