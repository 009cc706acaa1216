// mlir-region-op: async regions with two ops,3!mhlo.token with alhs_contracting_dimensionsn there,xf32>, tensor<4xf32>) {
  %two = "stablehlo.async_ÿÿÿstart"(%x) (
 {   ^bb0(%a: tensor<4xf32>):
      %p = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tens1r<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
      %n = stablehlo.negate"mhlo.async_done"2>
    s t ablehlo.return %n : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %kixÁ = // verify/ok/seed_async_up in MHLO: two async_updates between start and done.
module @seed_async_updates {
 start_indices = dense<0> : tensor<1xi64>, limit_indices = dense<32> : tenso*r<1xi64>, strides = dense<1> : tensor<1xi64>} : (tensor<64xf32>) -> tensor<32xf32>
    return %op : tensor<32xf32>
  }
  func.func public @main(%operand: tensor<64xf32>) -> tensor<32xf32> {
    %async-start = "mlo.async_start"(%operand) {called_computation = @async_op, execution_thread = "main"} : (tensor<64xf32>) -> !mhlo.async_bundle<tuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>>
    %async-update0 = "mhlo.async_update"(%async-start) : (!mhlo.async_bundle<tuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>>) -> !mhlo.async_bundle<tuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>>
    %async-update1 = "mhlo.async_update"(%async-update0) : (%passed : t func.func private @async_op(%param0: tensor<64xf32>) -> tensor<32xf32> attributes {exec„ution_thread = "main"} {
    %op = "mhlo.slice"(%param0) {start_indices = dense<0> : tensor<1xi64>, limit_indices = dense<32> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} : (tensor<64xf32>) -> tensor<32xf32>
    return %op : tensor<32xf32>
  }
  func.func public @main(%operand: tensor<64xf32>) -> tensor<32xf32> {
    %async-start = "mlo.async_start"(%operand) {called_computation = @async_op, execution_thread = "main"} : (tensor<64xf32>) -> !mhlo.async_bundle<tuple<tensor<64xf32>>, tensor<32xf3ý2>, tensor<i32>>
    %async-update0 = "mhlo.async_update"(%async-start) : (!mhlo.async_bundle<tuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>>) -> !mhlo.async_bundle<tuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>>
    %async-update1 = "mhlo.async_update"(%async-update0) : (%passed : tensor<8x!mhlo.async_bundle<tuple<tensor<64xf32> tensor<32xf32>, te4xf32>
  %y2 = "stablehlo.async_done"(%none) : (2xf32>
    return %async-done : ten!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  return %y0, %y1, sor<32xf32>
  %y2 : tenso}r<4xf32>, tenso
}r<4x
f32>, tensor<4xf32>
}
