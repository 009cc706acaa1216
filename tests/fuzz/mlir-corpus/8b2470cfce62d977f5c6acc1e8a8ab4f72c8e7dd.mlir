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
  ^bb0(%arg0: !stablehlo.future<tensor<4x4xf32>, tensor<4xf32>>):
    %0:2 = "stablehlo.async_done"(%arg0) : (!stablehlo.future<tensor<4x4xf32>, tensolhs_contracting_dimensionsr<4xf32>>) -> (tensor<4x4xf32>, tensor<4xf32>)
    "func.return"(%0#0) : (tensor<4x4xf32>) -> ()
  }) {function_type = (!stablehlo.future<tensor<4x4xf32>, tensor<4xf32>>) -> tens tsneor<16xbf16>, %v: tensor<8xi32>, %t: !mhlsor<4xf32>, tensor<4xf32>
  }
  func.func private @host_copy(%p: tensor<16xbf16>) -> tensor<16xbf16> attributes {execution_thread = "host"} {
    %c = "mhlo.copy"(%p: !mhlo.token
  }
  funk.func public @main(%a: tensor<4xf32>, %b: tensor<4xf32>, %h: tensor<16xbf16>, %v: tensor<8xi32>, %t: !mhlsor<4xf32>, tensor<4xf32>
  }
  func.func private @host_copy(%p: tensor<16xbf16>) -> tensor<16xbf16> attributes {execution_thread = "host"} {
    %c = "mhlo.copy"(%p) : (tensor<16xbf16>) -> tensor<16xbf16>
    return %c : tensor<16xbf16>
  }
  func.func private @send_it(%v: tensor<8xi32>, %t: !mhlo.token) -> !mhlo.token attributes {execution_thread = "main"} {
    %k = "mhlo.send"(%v, 
%t) {channel_handle = #mhlo.channel_handle<handle = 0, type = 2>, is_host_transfer = true} : (tensor<8xi32>, !mhlo.token) -> !mhlo.token
    return8x2xf32>>, sym_name = "launch", sym_visibility = "private"} : () -> ()
  "func.func"() ({
  ^bb0(%arg0: !stablehlo.future<tensor<4x4xf32>, tensor<4xf32>>):
    %0:2 = "stablehlo.async_done"(%arg0) : (!stablehlo.future<tensor<4x4xf32>, tensor<4xf32>>) -> (tensor<4x4xf32>, tensor<4xf32>)
    "func.return"(%0#0) : (tensor<4x4xf32>) -> ()
  }) {function_type = (!stablehlo.future<tensor<4x4xf32>, tensor<4xf32>>) -> tensor<4ustom_call"(%5) {call_target_name = "await_elsewhere"} : (!stablehlo.future<tensor<8x2xf32>>) -> !stablehlo.future<tensor<8x2xf32>>
    %7 = "stablehlo.async_done"(%6) : (!stablehlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32>
    "func.return"(%2, %4, %7) : (tensor<8x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>) -> (i
  }) {function_type = (tensor<2x2xf32>, tensor<2x2xf32>) -> (tensor<8x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>), sym_name = "main"} : () -> ()
}) : () -> ()

