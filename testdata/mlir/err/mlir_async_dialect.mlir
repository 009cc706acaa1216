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
  %r = async.await %w : !async.value<i32>
  return %r : i32
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
  %c1 = arith.constant 1 : index
  %g = async.create_group %c1 : !async.group
  %i = async.add_to_group %t2, %g : !async.token
  return
}

// -----

func.func @dependency_not_token(%v: !async.value<f32>) {
  %t = "async.execute"(%v) ({
    "async.yield"() : () -> ()
  }) {operandSegmentSizes = array<i32: 1, 0>} : (!async.value<f32>) -> !async.token
  async.await %t : !async.token
  return
}

// -----

func.func @await_other_types(%v: !async.value<i32>, %tup: tuple<f32>) -> f32 {
  %r = async.await %v : !async.value<f32>
  "async.await"(%tup) : (!async.token) -> ()
  return %r : f32
}

// -----

func.func @execute_value_not_async(%x: f32, %d: !async.token) {
  %t = async.execute [%d] (%x as %a: f32) {
    async.yield
  }
  async.await %t : !async.token
  return
}

// -----

func.func @add_to_group_not_async(%x: f32, %c: index) {
  %g = async.create_group %c : !async.group
  %i = async.add_to_group %x, %g : f32
  async.await_all %g
  return
}

// -----

func.func @add_to_group_generic(%x: f32, %v: !async.value<f32>, %c: index) {
  %g = async.create_group %c : !async.group
  %j = "async.add_to_group"(%v, %g) : (!async.value<f32>, !async.group) -> index
  %k = "async.add_to_group"(%x, %g) : (f32, !async.group) -> index
  async.await_all %g
  return
}

// -----

func.func @create_group_not_group(%c: index) {
  %h = "async.create_group"(%c) : (index) -> !async.token
  return
}

// -----

func.func @add_to_group_of_nothing(%c: index) {
  %i = "async.add_to_group"() : () -> index
  return
}

// -----

func.func @create_group_of_nothing(%c: index) {
  "async.create_group"(%c) : (index) -> ()
  return
}
