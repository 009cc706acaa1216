mlir/err/mlir_future_await.mlir:3:3-type]
   15 |     }) : (tensor<2xf32>) -> !stablehlo.future<!stablehlo.token>
r_future_type.mlir:22:29: error: '%h' is a stablehlo.async_start: its result is a !stablehlo.future, found f31[8] [mlir-future-tyš¢ÿ   22 |   r<2xf32>) -> tensor<8xf32>
      |                             ^~~~~~~~~~~~~
1 file checked: 2 errors, 0 warnings
