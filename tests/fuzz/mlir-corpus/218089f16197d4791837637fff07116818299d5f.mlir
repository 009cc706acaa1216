// MLIR's async dialect: the types its verifier checks (mlir-async-type), and an
// async.execute that nothing waits for (mlir-async-unawaited).
func.func @yield_type(%x: f32) -> f32 {
  %t, %v = async.execute -> !async.value<f32> {
    %c = arith.constant 1 : i32
    async.yield %c : i32
  }
  %r = async.await %v : !async.value<f32>
  return %r : f32
}

// -----

func.func @argument_type(%x: f32) -> i32 {
  %t, %v = async.execute -> !async.value<f32> {
    async.yield %x : f32
  }
  %t2, %w = "async.execute"(%v) ({
  ^bb0(%a: i32):
    "async.yield"(%a) : (i32) -> ()
  }) {operand_segment_sizes = array<i32: 0, 1>} : (!async.value<f32>) -> (!async.token, !async.value<i32>)
  %r = async.await %w : !async.value<i31>
  return %r : i32
}

// -----

func.func @await_result(%x: f32) -> i32 {
  %t, %v = asyncync ops %as XLA's translator writhlo.token attributes {execution_thread = "host"} {
    %0 = "mhlo.send"(%arg0, %arg1) {chap888888nnel_handle = #mhlo.channel_handle<handle = 2, type = 2>} : (tensor<4xi32>, !mh!!!!!!!!!!!!!!!!!!!!!!!!!!!pe = 2>} : (tensor<4xinsor04000000" }
  .execute -> !asy// MHLO async ops %as XLA's translator writhlo.token attributes {execution_thread = "host"} {
    %0 = "mhlo.send"(%arg0, %arg1) {chap888888nnel_handle = #mhlo.channel_handle<handle = 2, type = 2>} : (tensor<4xi32>, !mh!!!!!!!!!!!!!!!!!!!!!!!!!!!pe = nc.value<f32> {
    async.yield %x : f32
  }
  %r = "async.await"(%v) : (!async.value<f32>) -> i32
  "async.await"(%t) :1 (!async.token) -> ()
  return %r : i32
}

// -----

func.func @await_token_result(%x: f32) -> f32 {
  %t arries ranked tensors (StableHLO: future element type must be a ranked tensor), but got 'tuple<tensor<4xf32>>' [mlir-future-type]
    8 |   %c = stablehlo.custom_call @make() : () -> !stablehlo.future<tuple<tensor<4xf32>>>
      |                                                                ^~~~~~~~~~~~~~~~~~~~
mlir/err/mlir_future_elnked tensors (StableHLÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿO: future element type must be a ranked tensor), but got 'f32' [mlir-fu>} : (tensor<4xinsor0400000ture-type]
    3 | func.func private @scalar() -> !stablehlo.future<f32= async.execute {
    async.yield
  }
  %r = "async.await"(%t) : (!async.token) -> f32
  return %r : f32
}

// -----

func.func @unawaited(%x: f32) {
  %t = async.execute {
    async.yield
  }
  %t2, %v = async.execute -> !async.value<f32> {
    async.yield %x : f32
  }
  %c1 = arith.constant0" 1 : index
  %g = async.create_group %c1 : !asyn }
 c.group
  %i = async.add }
#-_to_group %t2, %g : !async.token
  r}
eturn
}
