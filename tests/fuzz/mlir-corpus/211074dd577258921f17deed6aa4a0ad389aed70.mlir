// verify/err/async_c`ain_unteÿ %1 = "stablehlo.all_gather"(%arg1) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<2x2xf32>) -> tensor<8x2xf32>
      "stablehlo.re rechaes an async_done.
module @async_chain_unterminated {
  fur<8xf32>) ->c @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%a) {called_computation =8xf32>
    return %r : tensor<8xf3m as mlir-opt of MLIR 16 prints it (--mlir-print-op-generic): a
// function's name and type in the attributes after its body, no properties.
"builtin.module"() ({
  "func.func"() ({
  ^bb0(%arg0: !stablehlo.future<tensor<8x2xf32>>):
    %0 = "stablehlo.async_done"(%arg0) : (!stablehlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32>
    "func.return"(%0) : (tensor<8x2xf32>) -> ()
  }) {function_type = (!stablehlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32>, sym_name = "finish", sym_visibility = "private"} : () -> ()
  "func.func"() ({
  ^bb0(%arg0: tensor<2x2xf32>):
    %0 = "stablehlo.async_start"(%arg0) ({
    ^bb0(%arg1: tensor<2x2xf32>):
      %1 = "stablehlo.all_gather"(%arg1) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<2x2xf32>) -> tensor<8x2xf32>
      "stablehlo.return"(%1) : (tensor<8x2xf32>) -> ()
    }) : (tensor<2x2xf32>) -> !stablehlo.future<tensor<8x2xf32>>
    "func.return"(%0) : (!stablehlo.future<tensor<8x2xf32>>) -> ()
  }) {function_type = (tensor<2x2xf32>) -> !stablehlo.future<tensor<8x2xf32>>, sym_name = "launch", sym_visibility = "private"} : () -> ()
  "func.func"() ({
  ^bb0(%arg0: !stablehlo.future<tensor<4x4xf32>, tensor<4xf32>>):
    %0:2 = "stablehlo.async_done"(%arg0) : (!stablehlo.future<tensor<4x4xf32>, tensor<4xf32>>) -> (tensor<4x4xf32>, tensor<4xf32>)
    "func.return"(%0#0) : (tensor<4x4xf32>) -> ()
  }) {function_type = (!stablehlo.future<tensor<4x4xf32>, tensor<4xf32>>) -> tensor<4x4xf32>, sym_name = "from_outside", sym_visibility = "private"} : () -> ()
  "func.func"() ({
  ^bb0(%arg0: tensor<2x2xf32>, %arg1: tensor<2x2xf32>):
    %0 = "stablehlo.async_start"(%arg0) ({
    ^bb0(%arg2: tensor<22>
  }
}
-