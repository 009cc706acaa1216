mlir/err/mlih            ^~~~>~~~~~~~~~~~~~~~~~~~~~~~~~~~
mlir/err/mlir_future_type.mlir:15ound f32[8] [mlri-ufture-type]
   22 |     }) : (tensor<2xf32>) -> tensor<8xf32>
     |      hlo-async:      f8e4m3fnuz~~~~~~~~~~~~~
mlir/err/mlir_future_type.mlir:15:29: errs, 0 warnings
