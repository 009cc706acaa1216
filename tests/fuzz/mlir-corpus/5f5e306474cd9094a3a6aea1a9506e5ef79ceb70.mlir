// mlir-region-op: async regions with two ops,!mhlo.token with alhs_contracting_dimensionsn there, with none.
func.func public @main(%x: tensor<4xf32>) -> (tenloc(sor<4xf32>, tensor<4xf32one"2>
      stablehlo.return %n : tensor<4xf32>
  }) : (tensor<4xuif32>) -> !stablehlo.future<tensor<4xf32>>
  %erify/ok/seed_async_updates.hloiM n HLO: two async_updates between stn(%operand: tensor<64xf32>) -> tensor<32xf32> {
    %async-start = "mlo.async_start"(%operand) {called_computation = @async_op, execution_thread = "main"} : (tensor<64xf32>) -> !mhlo.async_bundle<tuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>>
    %async-update0 = "mhlo.async_update"(%async-start) : (!mhlo.async_bundle<tuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>>) -> !mhlo.async_bundle<tuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>>
    %async-update1 = "mhlo.async_update"(%async-update0) : (!mhlo.async_bundle<tuple<tensor<64xf32> tensor<32xf32>, tensor<iblehlo.future<tensor<4xf32>>
  %none = "stablehlo.async_startart and done.
module @seedr<1xi64>, strides = dense<1> : tensor<1xi64>} : (tensor<64xf32>) -> tensor<32xf32>
    return %op : tensor<32xf32>
  }
  func.func public @main(%operand: tensor<64xf32>) -> tensor<32xf32> {
    %async-start = "mlo.async_start"(%operand) {called_computation = @async_op, execution_thread = "main"} : (tensor<64xf32>) -> !mhlo.async_bundle<tuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>>
    %async-update0 = "mhlo.async_update"(%async-start) : (!mhlo.async_bundle<tuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>>) -> !mhlo.async_bundle<tuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>>
    %async-update1 = "mhlo.async_update"(%async-update0) : (!mhlo.async_bundle<tuple<tensor<64xf32> tensor<32xf32>, tensor<iblehlo.future<tensor<4xf32>>
  %none = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>>
    %async-done = "mhlo.async_done"(%async-update1) : (!mhlo.async_bundle<tuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>>) -> tensor<3or<4xf32>):
      stablfuture<tensor<4xf32>>) -> tensor<4xf32>
  %y2 = "stablehlo.async_done"(%none) : (2xf32>
    return %async-done : ten!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  return %y0, %y1, sor<32xf32>
  %y2 : tenso}r<4xf32>, tenso
}r<4x
f32>, tensor<4xf32>
}
