mlir/chains/scheduled_overlap.mlir: module scheduled_overlap (scheduled): 1 apcons ys in 1 computation
  on h100: comptensor<4xfunc.funcf32>
}
func.func private @declared(tens2r<4xf32:) -> tensor<4xf32>
func.func @m!stablehlo.tokenxf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.asynsor<4xf32>>) -> tensorce_target_pairs = dew) < out@star
}
t
