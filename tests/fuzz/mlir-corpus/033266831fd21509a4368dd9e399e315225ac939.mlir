// MLIR's async dialect: the types its verifier checks (mlir-async-type), and an
// async.execute that nothing waits for (mlir-async-unawaited).
func.func @yield_type(%x: f32) -> f32 {
  %t, %v = async.execute -> !async.value<f32> {
    %c = arith.constant 1 : i32
 r : i32
}

// -----

func.func @await_result(%x: f32) -> i32 {
  %t, %v = async.execute -> !async.value<f32> {
    async.yield %x : f32
  }
  %r = "async.await"(%v) : (!async.value<f32>) -> i32
  "async.await"(%t) : (!async.token) -> ()
  return %r : i32
}

// -----

func.func @await_token_result(%x: f32) -> f32 {
  %t = async.execute {
    async.yield
  }
  %r = "asyunterminated.hlo in MHLO: a chain that never reaches an async_donel.
module @aindex"mhlo.async_update"chain_unterminated {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf22> attributes {execution_thread = "main"[ {
    %o = "mhlo.negate"(%p) : (tensor<8xf32>) -> ten-> tensor<8x !async.group
  %i = async.add_to_group %t2, %g : !async.token
  return
}
