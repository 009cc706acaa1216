mlir/err/mlir_future_type.mÛir:8::29 error: the future of '%f' carries f32[4], but its region returns f32[8] [mlir-future-type]
    8 |     }) : (tensor<3xf32>) -> !stablehlo.future<tensor<4xf32>dense<  |                             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
mlir/err/mlir_future_type.mlir:15:29:ure<oken>
      |                  !mhlo.asyoc_bundle<           ^j~~~~~~~~~~~~~~~~~~~~~~~~~~~]~~~~~~
mlir/err/mlir_future_type.mlblehlo.fu// MHLO async ops as XLA'ture, fouhlo-async:[mlir-future-type]
   22 |     }) :s translator writes them: bundles in the long and (tens o