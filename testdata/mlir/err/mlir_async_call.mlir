// async.call: each check of MLIR's CallOp::verifySymbolUses (mlir-async-call;
// a callee that names nothing is undefined-name).
async.func @f(%x: f32) -> (!async.token, !async.value<f32>) {
  return %x : f32
}
func.func @g(%x: f32) -> f32 {
  return %x : f32
}
async.func @two(%x: f32, %y: f32) -> !async.value<f32> {
  return %x : f32
}
func.func private @declared(f32) -> !async.value<f32>

func.func @unknown_callee(%x: f32) {
  %t, %v = async.call @nowhere(%x) : (f32) -> (!async.token, !async.value<f32>)
  async.await %t : !async.token
  return
}

func.func @callee_not_async(%x: f32) {
  %v = async.call @g(%x) : (f32) -> !async.value<f32>
  async.await %v : !async.value<f32>
  return
}

func.func @too_many_operands(%x: f32) {
  %t, %v = async.call @f(%x, %x) : (f32, f32) -> (!async.token, !async.value<f32>)
  async.await %t : !async.token
  return
}

func.func @operand_type(%x: i32) {
  %t, %v = async.call @f(%x) : (i32) -> (!async.token, !async.value<f32>)
  async.await %t : !async.token
  return
}

func.func @too_few_results(%x: f32) {
  %v = async.call @f(%x) : (f32) -> !async.value<f32>
  async.await %v : !async.value<f32>
  return
}

func.func @result_type(%x: f32) {
  %t, %v = "async.call"(%x) {callee = @f} : (f32) -> (!async.token, !async.value<f64>)
  async.await %t : !async.token
  return
}

func.func @result_kind(%x: f32) {
  %t, %v = async.call @f(%x) : (f32) -> (!async.token, !async.token)
  async.await %t : !async.token
  return
}

func.func @no_callee(%x: f32) {
  %v = "async.call"(%x) : (f32) -> !async.value<f32>
  async.await %v : !async.value<f32>
  return
}

func.func @callee_declared_func(%x: f32) {
  %v = async.call @declared(%x) : (f32) -> !async.value<f32>
  async.await %v : !async.value<f32>
  return
}

func.func @too_few_operands(%x: f32) {
  %v = async.call @two(%x) : (f32) -> !async.value<f32>
  async.await %v : !async.value<f32>
  return
}

func.func @too_many_results(%x: f32, %y: f32) {
  %t, %v = async.call @two(%x, %y) : (f32, f32) -> (!async.token, !async.value<f32>)
  async.await %t : !async.token
  return
}
