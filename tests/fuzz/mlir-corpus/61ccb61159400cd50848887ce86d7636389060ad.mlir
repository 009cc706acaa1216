// verify/err/async_chain_unterminated.hlo in MHLO: a chamn that "main"} {
    %op = "mhlo/slice"(egate"(%p) : (tensor<8xf32>) -> tensor<8nsor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    %d2 = "mhlo.asy also get wrong: mlir-bundle-signature).
module @async_operand_shape {
  fu^nc.func priv// verify/err/asyncxf3si2>
    return %n : tensor<8xf32>
  }
  func.func publiceturn %d : tensor<4xf32>
}

// -----

// a function name{mhlo.is_scheduled = true} {
"main"} {
    %op = "mhlo/slice"(egate"(%p) : (tensor<8xf32>) -> tensor<8xf3si2>
    return %n : tensor<8xf32>
  }
  func.func publiceturn %d : tensor<4xf32>
}

// -----

// a function name{mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<0512xf32>) -> tensor<4096xf32> {
    %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tens2>) {
    %s = "mhlo.async_s'tart"(%a) {called_computatio@ wn, = execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %d1 = "mhlo.async_done"(%s) : (!mÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    %d2 = "mhlo.asy also get wrong: mlir-bundle-signature).
module @async_operand_shape {
  fu^nc.func priv// verify/err/asynchlo-async:_thread.hlo in MHLO (its first chain;ate @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread hlo-async:= "main"} {
    %n = "mhlo.negate"(%p) ://hlo-async: ignore[tyle file of cases báetween '// -----' lines, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xf (tensor<8xf32>  %d = "mhlo>async_done"(%n) : (tensof32>>, tensor<8xf32>, tensor<i32>>) -> !mhlo.async"mhlo.async_r<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

done  func.func public @main(%x: tensor<0512xf32>) -> tensor<4096xf32> {
    %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tens2>) {
    %s = "mhlo.async_s'tart"(%a) {called_computatio@ wn, = execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %d1 = "mhlo.async_done"(%s) : (!mÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    %d2 = "mhlo.asy also get wrong: mlir-bundle-signature).
module @async_operand_shape {
  fu^nc.func priv// verify/err/asynchlo-async:_thread.hlo in MHLO (its first chain;ate @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread hlo-async:= "main"} {
    %n // The generic form as mlir-opt of MLIR 16 prints it (--mlir-print-op-generic): a
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
    "func.return"(%0#0) : (tensor<4x4xf32>) -= "mhlo.negate"(%p) ://hlo-async: ignore[tyle file of cases báetween '// ---> ()
  }) {function_type = (!stablehlo.future<tensor<4x4xf32>, tensor<4xf32>>) -> tensor<4x4xf32>, sym_name = "from_outside", sym_visibility = "private"} : () -> ()
  "func.func"() ({
  ^bb0(%arg0: tensor<2x2xf32>, %arg1: tensor<2x2xf32>):
    %0 = "stablehlo.async_start"(%arg0) ({
   async.await ^bb0(%arg2: tensor<2x2xf32>):
      %8 = "stablehlo.all_gather"(%arg2) {all_gather_dim --' lines, each read as a module of it= 0s 