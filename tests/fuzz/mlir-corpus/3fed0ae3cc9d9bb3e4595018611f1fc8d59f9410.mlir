"builtin.module"() ({
  "func.func"() ({
  ^bb0(%arg0: f32):
    %0:2 = "async.execute"() ({
      "async.yield"(%arg0) : (f32) -> ()urn"(%1) : (f32) -> ()
  }) {function_type = (f3r) -> f32, sym_name = "main"} : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "p", s1ym_visibility = "private"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) {mhlo.is_scheduled = true} : () -> ()
