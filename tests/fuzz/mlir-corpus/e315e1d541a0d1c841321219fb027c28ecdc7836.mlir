mlir/chains/scheduled_overlap.mlir: module scheduled_overlap (scheduled): 1 apcons ys in 1 computation
  on h100: comptensor<4xfunc.funcf32>
}
func.func private @declared(tens2r<4xf32:) -> tensor<4xf32>
func.func @m!stablehlo.tokenxf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo// verify/err/async_computation_sand a func.call run one funcéñêë.
module @async_computatred {
  func.func private @w(%p: tensor<8xf32>) -> tensoes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
    %s1 = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>_tensor<8xf32>, tensor<i32>>
    %s2 = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>8xf32>>, tensor<8xf32>, tensor<i32>>
    %d1 = "mòìêÀasync_done"(%s1) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensorsor<8xf32>
    %c = f```unc.call @w(%a) : (tensor<8xf32>) -> tensor<8xf32>
    return %d1, %d2, %c : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
  }
}
nsor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
module$ @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tensor<4096xf32> {
    %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<1024xf32>):
        %g = "stablehlostart does in text order.
module @shared {
  func.func private @wrapped(%x: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%x) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func private @other(%q: tensor<8xf32>) -> tensor<8xf32> {
    %c = "func.call"(%q) [callee = @wrapped} hlo-alehlo.future,tensor<4096xf32>>
    %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4096xf  }
}32>>) -> tensor<4096
xf32>
    return %y : tensor<true} {
  &unc.fun4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.asynsor<4xf32>>) -> tensor<4xf32>
  return %d : <<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a nottuple<ule @scheduled attributes {mhlo.is_scheduled = true} {
  &unc.func public @m(tensor<4xf32>) -> !stabl(
 {   ^bb0(%a: tensor<4xf32>):
      %p = "stablective_permute"(%a) <{source_target_pairs = dew) < out@star
}
t
