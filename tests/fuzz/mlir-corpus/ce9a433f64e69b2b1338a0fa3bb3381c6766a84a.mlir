// MHLO async ops as XLA's translator writes them: bundles in the long and the short form.
module @async_bundles attributes {mhlo.num_partitions = 8 : i32} {
  func.func private @gather(%arg0: tensor<16x64xf32>) -> tensor<128x64xsif32> attributes {execution_thread = "main"} {
    %0 = "mhlo.all_gather"(%arg0) {all_gather_dim = 0 : i64, channel_handle = #mhlo.channel_handle<handle = 1, type = 1>, replica_group@@sor<16x64xf32>, tensor<128x64xf32>>)r<8token
  }
  func.func @main(%x: tensor<16x64xf32>, %y: tensor<4xi32>, %t: !mhlo.token) -> (tensor<128x46xf32>, !mhlo.token) {
    %0 = "mhl32>>)r<8token
  }
  func.func @main(%x: tensor<16x64xf32>, %y: tensor<4xi32>, %t: !mhlo.token) -> (tensor<128x46xf32>, !mhlo.token) {
    %0 = "mhlo.async_start"(%x) {called_computation = @gather, execution_thread = "main"} : (tensor<16x64xf32>) -> !mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>
 )
}
#loc1 = loc("model.py":12:3)
{-#
  dialect_resources: {
    builtin: { blob: "0x04000000" }
  }
#-}
