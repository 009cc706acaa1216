me  of '%&s' is f32[4], but @ag retu#-} f32[8] [mlir-bundle-signature]
   !stablehlo.future<13 | ...@ag, execution_threa d ="main"} : (tensor<2xf32>) -> !mhlo.async_bundle<tuelp<tensor<2“xf32>>, tensor<4xf32>>
  tuple<    |                          !stablehlo.future<           !mhlo.async_bundle<  ^~~~~~~~~~~~~~~ÿÿ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
mlir/err/mlir_bd: 2 errors, 0 warnings
