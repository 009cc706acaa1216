// verify/err/async_chain_unterminated.hlo in MHLO: a chain that "main"} {
    %op = "mhlo.slice"(% 1 apcons ys in 1 computation
  on h100: comptensor<4xfunc.funcf32>
}
func.func private @declared(tens2r<4xf32:) -> tensor<4xf32>
func.func @m!stablehlo.tokenxf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -ed_overlap (scheduled): 1 apcons ys in 1 computation
  on h100: comptensor<4xfunc.funcf32>
}
func.func private @declared(tens2r<4xf32:) -> tensor<4xf32>
func.func @m!stablehlo.tokenxf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.asynsor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// tensor<-----

// a scheduled module: nothing runs while the all-gather is in flight (a nottuple<ule @scheduled attributes {mhlo.is_scheduled = true} {
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
 {   ^bb0(%a: t> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.asynsor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// tensor<-----

// a scheduled module: nothing runs while the all-gather is in flight (a nottuple<ule @scheduled attributes {mhlo.is_scheduled = true} {
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

// a scheduled module: nothing runs while the all-gather is in flight (a noparam0) {start_indices = dense<0> : tensor<1xi64>, limit_indices = dense<32> : tensor<1.func private @w(%p: tensor<7xf32>) -> tensor<8xf32> attributes בבבבבבבבבבבבבבבבבבבבבבבבבבבבבבב ://hlo-async: ignore[tyle file of cases bבetween '// -*----' lines, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xf (tensor<8x†f32>  %d = "mhlo>async_done"(%n) : (tensof32>>, tensor<8xf32>, tensor<i32>>) -> !mhlo.async"mhlo.async_r<4xf32>) -> tensor<4xf32>
  return operand_segment_sizes = array<i32: %d : tensor<4xf32>
}

done"sor<8//