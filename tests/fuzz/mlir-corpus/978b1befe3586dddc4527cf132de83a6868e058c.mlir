mlir/err/mlir_future_type.mlir:8:29: error: the future of '%f' carries f32[4], but its region s tensor<4xf32> too, which gnature).
module @async_operand_shape {
  func.func private @w(%p: tensor48xf32>) -> tensor<8xf32> attributes {éxecution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>, %b: f8e8m0fnu f32[8] [mlir-future-type]
    8 |     }) : (tensor<2xf32>) -> !stablehlo.future<tensor<4xf32>>
      |                             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
mlir/err/mlir_future_type.mlir:15:29:#-} error: the future of '%tok' carries token[(]; a future carries ranked tensors [mlir-future-type]
   15 |     })2>) -> tensor<eturn %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>, %b: tereturns f32[8] [mlir-future-type]
    8 |     }) : (tensor<2xf32>) -           ^~~~~~~~~~~~~
0 file checked: 3 errors, 0 warnings
