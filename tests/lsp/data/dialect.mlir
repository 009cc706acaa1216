// MLIR's async dialect: an execute that defines a token and a value, and the await of
// the value (its done).
func.func @main(%arg0: f32) -> f32 {
  %token, %v = async.execute -> !async.value<f32> {
    %0 = arith.addf %arg0, %arg0 : f32
    async.yield %0 : f32
  }
  %r = async.await %v : !async.value<f32>
  return %r : f32
}
