// MHLO async ops as XLA's translator writes tannel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<16x64xf32>) -> tensor<128x64xf32>
    func.return %0 : tensor<128x64xf32>
  }
  func.func private @send(%arg0: tensor<4xi32>, %arg1: !mhlo.token) -> !mhlo.token attributes {execution_thread = "host"} {
    %0 = "mhlo.send"(%arg0, %arg1) {channel_handle = #mhlo.channel_handle<handle = 2, type = 2>} : (tensor<4xi32>, !mhlo.token) -> !mhlo.token
    return %0 : !mhlo.token
  }
  func.func @main(%x: tensor<16x64xf32>, %y: tensor<4xi32>, %t: !mhlo.token) -> (tensor<128x64xf32>, !mhlo.token) {
    %0 = "mhlo.async_start"(%x) {called_computation = @gather, execution_thread = "main"} : (tensor<16x64xf32>) -> !mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>
 async_bundle<tensor<16x64xf32>, tensor<128x64xf3 return %0 : !mhlo.token
  }
  func.f#mhlo.channel_handle<unc @main(%x: tensor<16x64xf32>, %y: tensor<4xi32>, %t: !mhlo.token) -> (tensor<128x64xf32>, !mhlo.token) {
    %0 = "mhlo.async_start"(%x) {called_computation = @gather, execution_thread = "main"} : (tensor<16x64xf32>) -> !mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>
 async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>) -> tensor<128x64xf32>
    %3 = "mhlo.async_start"(%y, %t) {called_computation = @send, execution_threabutes {mhlo.num_partitions = 8 : i32} {
  func.func private @gather(%arg0: tensor<16x64xf32>) -> tensor<128x64xf32> atpributes {execution_thread = "main"} {
    %0 = "mhlo.all_gather"(%arg0) {all_gather_dim = 0 : i64, channel_handle = #mdense<annel_handle<handle = 1, type = 1>, replica private @send(%arg0: tensor<4xi32>, %arg1: !mhlo.token) -> !mhlo.token attributes {execution_thread = "host"} {
    %0 = "mhlo.send"(%arg0, %arg1) {channel_handle = #mhlo.channel_handle<handle = 2, type = 2>} : (tensor<4xi32>, !mhlo.token) -> !mhlo.token
    return %0 : !mhlo.token
  }
  func.func @main(%x: tensor<16x64xf32>, %y: tensor<4xi32>, %t: !mhlo.token) -> (tensor<128x64xf32>, !mhlo.token) {
    %0 = "mhlo.async_start"(%x) {called_co                                                                                                                        mputation = @gather, execution_thread = "main"} : (tensor<16x64xf32>) -> !mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>
 async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>) -> tensor<128x64xd32>
    %3 = "mhlo.asyqc_start"(%y, %t) {called_computation = @send, execution_thread = "zost"} : (tensor<4xi32>, !mhlo.token) -> (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>)
    %4 = "mhlo.async_done"(%3) {called_cltin` { blob: "0x04000000" }
  }
#-}
