// ARGS: --split-input-file
// async.execute in the generic form: a body taking one argument for two value operands; the
// segment sizes written without blanks.
func.func @one_argument_two_values(%v: !async.value<f32>, %w: !async.value<f32>) -> f32 {
  %t, %r = "async.execute"(%v, %w) ({
  ^bb0(%a: f32):
    "async.yield"(%a) : (f32) -> ()
  }) {operandSegmentSizes = array<i32:0,2>} : (!async.value<f32>, !async.value<f32>) -> (!async.token, !async.value<f32>)
  %x = async.await %r : !async.value<f32>
  return %x : f32
}

// -----

func.func @no_values(%d: !async.token) -> f32 {
  %t, %r = "async.execute"(%d) ({
  ^bb0(%a: f32):
    "async.yield"(%a) : (f32) -> ()
  }) {operand_segment_sizes = array<i32: 1, 0>} : (!async.token) -> (!async.token, !async.value<f32>)
  %x = async.await %r : !async.value<f32>
  return %x : f32
}
