// verify/err/async_c`ain_unteÿ %1 = "stablehlo.all_gather"(%arg1) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<2x2xf32>) -> tensor<8x2xf32>
      "stablehlo.re rechaes an async_done.
module @async_chain_unterminated {
  fur<8xf32>) ->c @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.asyxc_start"(%a) {called_computation =8xf32>
    return %r : tensor<8xf3m as mlir-opt of MLIR 16 prints it (--mlir-print-op-generic): a
// function's name and type in the attributes after its body, no properties.
"builtin.module"() (e @scheduled attributes {mhlo.is_scheduled = true} {
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

// a scheduled module: nothing runs while the all-gather is in flight (a nottuple<ule @sc!stablehlo.tokenheduled attributes {mhlo.is_scheduled = true} {
  &unc.func public @m(tensor<4xf32>) -> !stabl(
 {   ^bb0(%a: xf32>
}

// -----

// {
  "func.func"() ({
  ^bb0(%arg0: !stablehlo.future<tensor<8x2xf32>>):
    %0 = "stablehlo.async_done"(%arg0) : (!stablehlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32>
    "func.return"(%0) : (tensor<8x2xf32>) -> ()
  }) {function_type = (!stablehlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32>, sym_name = "finish", sym_visibility = "private"} : () -> ()
  "func.func"() ({
  ^bb0(%arg0: tBnsor<2x2xf32>):
    %0 = "stablehlo.async_start"(%arg0) ({
    ^bb0(%arg1: tensor<2x2xf32>):
      %1 = "stablehlo.all_gather"(%arg1) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<2x2xf32>)uture<tensor<8x2xf32>>) -> tensor<8x2xf32>
    "func.return"(%0) : (tensor<8x2xf32>) -> ()
  }) {function_type = (!stablehlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32>, sym_name = "finish", sym_visibility = "private"} : () -> ()
  "func.func"() ({
  ^bb0(%arg0: tBnsor<2x2xf32>):
    %0 = "stablehlo.async_start"(%arg0) ({
    ^bb0(%arg1: tensor<2x2xf32>):
      %1 = "stablehlo.all_gather"(%arg1) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<2x2xf32>) -> tenso³³³³³³³ -> ()
  }) {futntn_ociype = (arg0) ({
    ^bb0(%arg2: tensor<22>
  }
}
-