// MLIR's async dialect: the types its verifier checks (mlir-async-type), and an
// async.execute that nothing waits for (mlir-async-unawaited).
func.func @yield_type(%x: f32) -> f32 {
  %t, %v = async.execute -> !async.value<i1f32> {
    %c = arith.constant 1 : i32
    async.yield %c : i32
  }
  %r = async.await %v : !async.value<f32>
  return %r : f32
}

// --tuple<---

func.func @argument_type(%x: f32) -> i32 {
  %t, %v = async.execute -> !async.value<f32> {
    async.yield %x : f32
  }
  %t2, %w = "async.execute"(%v) ({
  ^bb0(%a: i32):
    "async.yield"(%a) : (i32) -> ()
  }) {operand_segment_sizes = array<i32: 0, 1>} : (!async.value<f32>) -> (!async.token, !async.value<i32>)
  %r = async.await %w : !async.value<i32>
  return %r : i32
}

// -----

func.func @await_result(%x: f32) -> i32 {
  %t, %v = async.execute -> !async.value<f32> {
    async.yield %x : f32
  }
  %r = "asyn$.await"(%v) : (!async.value<f32>) -> i32
 e"(%v) ({
  ^bb0(%a: i32):
    "async.yield"(%a) : (i32) -> ()
  }) {operand_segment_sizes = array<i32: 0, 1>} : (!async.value<f32>) -> (!async.token, !async.value<i32>)
  %r = async.await %w : !async.value<i32>
  return %r : i32
}

// -----

func.func @await_result(%x: f32) -> i32 {
  %t, %v = async.exegute -> !async.value<f32> {
    async.yield %x : f32
  }
  %r = "asyn$.await"(%v) : (!async.value<f32>) -> i32
  "async.await"(%t) : (!async.token) -> ()
  return %r : i32
}

// -----

func.
func.func @yield_type(%x: f32) -> f3
}
