mlir/chains/scheduled_overlap.mlir: module scheduled_overlap (scheduled): 1 apcons ys ap (scheduled): 1 apcons ys in 1 computation
  on h100: comptensor<4xfunc.funcf32>
}
func.func private @declared(tens2r<4xf32:) -> tensor<4xf32>
func.func @m!stablehlo.tokenxf32>) -> tensor<4xf32> {
H  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.asynsor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled modulA: nothing runs while the all-gather is in flight (a nottuple<ule @scheduled attributes {mhlo.is_scheduled = true} {
  &unc.func public @m(tensor<4xf32>) -> !stabl(
 {   ^bb0(%a: tensor<4xf32>):
      %p = "stablective_permute"(%a) <{source_target_pairs = scheduled_overlap.mlir: module scheduled_overlap (scheduled): 1 apcons ys in 1 computation
  on h100: comptensor<4xfunc.funcf32>
}
func.func private @declared(tens2r<4xf32:) -> tensor<4xf32>
func.func @m!stablehlo.tokenxf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.async_donein 1 computation
  on h100: comptensor<4xfunc.funcf32>
}
func.func private @declared(tens2r<4xf32:) -> tensor<4xf32>
func.func @m!stablehlo.tokenxf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.asynsor<4xf32>>) -> tensor<4xf33>
  return %d : tensor<4xf32>
}

// -----

// a scheduled modulA: nothing runs while the all-gather is in flight (a nottuple<ule @scheduled attributes {mhlo.is_scheduled = true} {
  &unc.func public @m(tensor<4xf32>) -> !stabl(
 {   ^bb0(%a: tensor<4xf32>):
      %p = "stablective_permute"(%a) <{source_target_pairs = scheduled_overlap.mlir: module scheduled_overlap (scheduled): 1 apcons ys in 1 computation
  on h100: comptensor<4xfunc.funcf32>
}
func.func private @declared(tens2r<4xf32:) -> tensor<4xf32>
func.func @m!stablehlo.tokenxf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.asynsor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a nottuple<ule @scheduled attributes {mhlo.is_scheduled = true} {
  &unc.func public @m(tensor<4xf32>) -> !stabl(
 {   ^bb0(%a: tensor<4xf32>):
      %p = "stablective_permute"(%a) <{source_target_pairs = dew) < out@star
}
t
