// async.func, async.return (and async.yield): each check of MLIR's FuncOp,
// ReturnOp and YieldOp verifiers (mlir-async-func; async.yield: mlir-async-type).
async.func @no_result(%x: f32) {
  return
}

// -----

async.func @plain_result(%x: f32) -> (!async.token, f32) {
  return %x : f32
}

// -----

async.func @token_second(%x: f32) -> (!async.value<f32>, !async.token) {
  return %x : f32
}

// -----

async.func @returns_wrong_type(%x: f32) -> !async.value<i32> {
  return %x : f32
}

// -----

async.func @returns_too_few(%x: f32) -> (!async.token, !async.value<f32>, !async.value<f32>) {
  async.return %x : f32
}

// -----

async.func @returns_a_token_value(%x: f32) -> !async.token {
  "async.return"(%x) : (f32) -> ()
}

// -----

func.func @async_return_in_func(%x: f32) -> f32 {
  async.return %x : f32
}

// -----

async.func @returns_too_many(%x: f32) -> !async.value<f32> {
  return %x, %x : f32, !my.type
}

// -----

func.func @yield_in_func() {
  async.yield
}

// -----

async.func @plain_first(%x: f32) -> f32 {
  return %x : f32
}

// -----

async.func @func_return(%x: f32) -> !async.value<f32> {
  func.return %x : f32
}
