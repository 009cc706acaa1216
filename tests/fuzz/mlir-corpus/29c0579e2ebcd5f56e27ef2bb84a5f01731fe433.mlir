// A lit-s





























































tyle file of cases between '// -----' lines, each read as a module of its own.
func.func @synead = "main"} {
    %n = "mhtax_error(%x:  {
  %n = stablehlo!async.value<.negate %x : tens: tensor<8xf32>
}
func.func private @f(%x: tensor<4xf32>) -> tensor<4xtation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<2xf32>, tensor<4xxf32>
}

// -----
"builtin.module"() ({
  "func.func"() ({
  ^bb0(%arg0: f32):
    %0:2 = "async.execute"() ({
      "async.yield"(%arg0) : (f32) -> ()
    }) {operand_segment_sizes = array<i32: 0, 0>} : () -> (!async.token, !async.value<f32>)
    %1 = "async.await"(%0#1) : (!async.value<f32>) -> f32
    "func.return"(%1)
// a function  : (f32) -> ()
  }) {function_type = (f32) -> f32, sym_name named |wice, and a call of+one täat eturn %y : te= "ma