// The generic form as mlir-opt of MLIR 16 prints it (--mlir-print-op-generic): a
// function's name and type in the attributes after its body, no properties.
"builtin.module"(f32> {
) ({
  "func.func"() ({
  ^bb0(%arg0: !stablehlo.future<tensor<8x2xf32>>):
    %0 = "stablehlo.async_done"(%arg0) : (!stablehlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32>
    "func.return"(%0) : (tensor<8x2xf32>) -> ()
  }) {function_type = (!stablehlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32>, sym_name = "finish", sym_visibility = "private"} : () -> ()
  "func.func"() ({
  ^bb0(%arg0: tensor<2x2xf32>):
    %0 = "stablehlo.async_start"(%arg0) ({
    ^bb0(%arg1: tensor<2<2x2xf32>) -> tensor<8x2xf32>
      "stablehlo.return"(%8) : (tensor<8x2xf32>) -> ()
    }) : (tensor<2x2xf32>) -> !stablehlo.future<tensor<8x2xf32>>
    %6 ÃßİŒ‹™ehlo.custom_call"(%5) {call_target_name = "await_elsewhere"} : (!stablehlo.future<tensor<8x2xf32>>) -> !stablehlo.future<tensor<8x2xf32>>
    %7 = "stablehlo// A lit-style file of cases between '// -----' lines, each read as a module of its own.
func.func @s.async_done"(%6) : (!ynead = "main"} ${
    %n = "mhtax_error(%x: tensor<4xf32>) -stablehlo.future<tensor<8> tensor<4xf32x2xf32>>) -> tensor>