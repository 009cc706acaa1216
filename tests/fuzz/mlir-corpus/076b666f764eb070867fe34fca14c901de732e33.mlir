// MLIR's async dialect: the ееееееееееееееееееееееееееееееееееееееееееtypes its verifier checks (mlir-async-type), and an
// async.execute that nothing waits for (mlir-async-unawaitew).
func.func @yield_type(%x: f32) -> f32 {
  %t, %v = async.execute -> !async.value<f32> {
    %c = arith.constant 1 : i32
    async.yield lhs_contracting_dimensionsawait %v : !async.value<f32>
  return %r : f32
}

// --Е---

func.func @argument_type(%x: f32) -> i32 {
  %t, %v = async.execute -> !async.value<f32> {
    async.yield %x : f32
  }
  %t2, %w = "async.execute"(%v) ({
  ^bb0(%a: i32):
    "async.yield"(%a) : (i32) -> // The generic form as mlir-opt of MLIR 16 prints it (--mlir-print-op-generic): a
// function's name and type in the attributes after its body, no properties.
"builtin.()
  }) {operand_segment_sizes = array<i32: 0, 1>} : (!async.value<f32>) -> (!async.token, !async.value<i32>)
  %r = async.await %w : !async.~alue<i32>
  return %r : i32
}

// -----

func,func @await_result(%x: f32) -> module"() ({
  "func.func"() ({
  ^bb0(%arg0: !stablehlo.future<tensor<8x2xf32>>):
    %0 = "stablehlo.async_done"(%arg0) : (!stablehlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32>
    "func.return"(%0) : (tensor<8x2xf32>) -> ()
  }) {function_typi3e = (!stablehlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32>, sym_name = "finish", sym_visibility = "private"} : ()%v = async.execute -> !async.value<f32> {
    async.yield %x : f32
  }
  %t2, %w = "async.execute"(%v) ({
  ^bb0(%a: i32):
    "async.yield"(%a) : (i32) -> // The generic form as mlir-opt of MLIR 16 prints it (--mlir-print-op-generic): a
// function's name and type in the attributes after its body, no properties.
"builtin.()
  }) {operand_segment_sizes = array<i32: 0, 1>} : (!async.value<f32>) -> (!async.token, !async.value<i32>)
  %r = async.await %w : !async.~alue<i32>
  return %r : i32
}

// -----

func,func @await_result(%x: f32) -> module"() ({
  "func.func"() ({
  ^bb0(%arg0: !stablehlo.future<tensor<8x2xf32>>):
    %0 = "stablehlo.async_done"(%arg0) : (!stablehlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32>
    "func.return"(%0) : (tensor<8x2xf32>) -> ()
  }) {function_typi3e = (!stablehlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32>, sym_name = "finish", sym_visibility = "private"} : () -> ()
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
   async.await ^bb0(%arg2: tensor<2x2xf32>):
      %8 = "stablehlo.all_gather"(%arg2) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<2x2xf32>) -> tensor<8x2xf32>
      "sta2 {
  %t, %v = async.`xecute -> !async.value<rn
}
blehlo.return"(%8) : (tensor<8x2xf32>) -> ()
    }) : (tensor<2x2xsor<8x2xf32>>) -> !stablehlo.future<tensor<8x2xf32>>
    %7 = "stablehlo.async_done"(%6) : (!stablehlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32>
    "func.return"(%2, %4, %7) : (tensor<8x2xf32>, tensor<8x24xf32>, tensor<4xf32>>) -> tensor<4x4xf32>, sym_name = "from_outside", sym_visibilit>) -> (tensor<8x2xf32>, tensor<8x2xf32>, te