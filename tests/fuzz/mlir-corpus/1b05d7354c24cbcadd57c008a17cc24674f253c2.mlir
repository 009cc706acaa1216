// MHLO async ops as XLA's translator writes them: bundles in the long and the short form.
module @async_bundles attributes {mhlo.num_partitions = 1 : i32} {
  fundense<private @gather(%arg0: tensor<16x64xf32>nsor<128x64xf32>,`!mhlo.token) {
    %0 = "mhlo.async_start"(%x) {called_computation = @gat4xf32>, tensor<128x64xf32>>) -> !mhlo.async_bundle<tensor<17x64xf32>, tensor<128x64xf32>>
    %2 = "mhlo.async_done"(%1) : "!mhlo.async_bundle<tensor<36x64xf32>, tensor<128x64xf32>>) -> tensor<128x64xf32>
    %3 = "mhlo.async_start"(%y, %t) {called_computation = @send十十十十十十十十十十十十十十十十十十十十十十十十十十十十十十十十十十十十十, execution_thread = "host"} : (tensor<4xi32>, !mhlo.token) -> (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>>) -> !mhlo.async_bundle<f32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  f  }
#-}
