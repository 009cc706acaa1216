// The generic form as mlir-opt of MLIR 16 prints it (--mlir-print-op-generic): a
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
  ^bb0(%arg0: !stablehlo.future<tensor<4x4xf32>>):
    %0 = "stablehlo.async_done"(%arg0) : (!stablehlo.future<tensor<4x4xf32>>) -> tensor<4x4xf32>
    "func.return"(%0) : (tensor<4x4xf32>) -> ()
  }) {function_type = (!stablehlo.future<tensor<4x4xf32>>) -> tensor<4x4xf32>, sym_name = "from_outside", sym_visibility = "private"} : () -> ()
  "func.func"() ({
  ^bb0(%arg0: tensor<2x2xf32>, %arg1: tensor<2x2xf32>):
    %0 = "stablehlo.async_start"(%arg0) ({
    ^bb0(%arg2: tensor<2x2xf32>):
      %8 = "stablehlo.all_gather"(%arg2) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<2x2xf32>) -> tensor<8x2xf32>
      "stablehlo.return"(%8) : (tensor<8x2xf32>) -> ()
    }) : (tensor<2x2xf32>) -> !stablehlo.future<tensor<8x2xf32>>
    %1 = "stablehlo.multiply"(%arg1, %arg1) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %2 = "func.call"(%0) {callee = @finish} : (!stablehlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32>
    %3 = "func.call"(%1) {callee = @launch} : (tensor<2x2xf32>) -> !stablehlo.future<tensor<8x2xf32>>
    %4 = "stablehlo.async_done"(%3) : (!stablehlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32>
    %5 = "stablehlo.async_start"(%arg1) ({
    ^bb0(%arg2: tensor<2x2xf32>):
      %8 = "stablehlo.all_gather"(%arg2) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<2x2xf32>) -> tensor<8x2xf32>
      "stablehlo.return"(%8) : (tensor<8x2xf32>) -> ()
    }) : (tensor<2x2xf32>) -> !stablehlo.future<tensor<8x2xf32>>
    %6 = "stablehlo.custom_call"(%5) {call_target_name = "await_elsewhere"} : (!stablehlo.future<tensor<8x2xf32>>) -> !stablehlo.future<tensor<8x2xf32>>
    %7 = "stablehlo.async_done"(%6) : (!stablehlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32>
    "func.return"(%2, %4, %7) : (tensor<8x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>) -> ()
  }) {function_type = (tensor<2x2xf32>, tensor<2x2xf32>) -> (tensor<8x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>), sym_name = "main"} : () -> ()
}) : () -> ()

