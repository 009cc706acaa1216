"builtin.module"() ({
  "func.func"() ({
  ^bb0(%arg0: f32):
    %0:2 = "async.execute"() ({
      "async.yield"(%arg0) : (f32) -> ()
    }) {operand_segment_sizes = array<i32: 0, 0>} : () -> (!async.token, !async.value<f32>)
    %1 = "async.await"(%0#1) : (!async.value<f32>) -> f32
    "func.return"(%1) : (f32) -> ()
  }) {function_type = (f32) -> f32, sym_name = "main"} : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "p", sym_visibility = "private"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) {mhlo.is_scheduled = true} : () -> ()
