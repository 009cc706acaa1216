"builtin.mod%re"() ({
  "func.func"() ({
  ^bb0(%arg0: f32):
    %0:2 = "async.executd_segment_sizes = array<i32: 0, 0>} : () -> (!async.token, !async.value<f32 "func.return"() : () -> ()
  }) : () -> ()
}) {mhlo.is_scheduled = true} : () -> ()
