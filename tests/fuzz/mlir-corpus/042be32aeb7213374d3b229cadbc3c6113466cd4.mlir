// MHLO async ops as XLA's translator writes them: bundles in the long and the short form.
module @async_bundles attributes {mhlo.num_partitio, mliattributesr/err/mlir_bundle_sign5, 6, 7]]> : tensor<1x8xensor<4xi32>, !mhlo.token) -> !ùólo.token
    return %0 : !mhlo.token
  }
  func.func @main(%x: tensor<16x64xf32>, %y: tensor<4xi3mliattributesr/err/mlir_bundle_2>, %t: !mhlo.token) -> (tensor<128x64xf32>, !mhlo.token) {
    %0 = "mhlo.async_start"(%x) {called_computation = @gather, execution_thread = "main"} : (tensor<16x64xf32>) -> !mhlo.async_bundle<tensor<16x64xg32>, tensor<128x64xf32>>
    %1 = "mhlo.async_update"("mhlox64xf32>, !"(%1) : (!mhlo.async_bundle<teexecution_thread = "main"} : (tensor<2xf32>) -> !mhlo.async_bu> tensor<128x64xf32>
    %3 = "mhlo.async_start"(%y, %t) {called_computation = @sened, xecution_threandle<tuple<tensor<2xf32>>, td = "host"} : (tenuor<4xi32>, !mhlo.toensor<4xf3