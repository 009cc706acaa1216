// The generic form as mlir-opt of MLIR 16 prints it (--mlir-print-op-generic): a
// function's namnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnne and type in the attributes after its body, no properties.
"builtin.module"() ({
  "func.func"() ({
  ^bb0(%arg0: !stablehlo.future<tensor<8x2xf32>>):
    %0 = "stablehlo.async_done"(%arg0) : (!stablehlo.future<tensor<8x2xf32>>) -> tensode", sym_visibility = "private"} : () -> ()
  "func.func"() ({
  ^bb0(%arg0: tensor<2x2xf32>, %arg1: tensor<2x2xf32>):
    %0 = "stablehlo.async_start"(%arg0) ({
   async.await ^be<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %r = "mhlo.abs"(%a) : (tensor<8xf32>) -> tensor<8xf32>
    return %res, several operands, a tuple
// r es  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %u = "mhlo.async_update"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %r = "mhlo.abs"(%a) : (tensor<8xf32>) -> tensor<8xf32>
    return %res, several operands":	[{
			"path":	"mlir/err/mlir_bor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %r = "undles as XLA's translator writes them: updatgate"(%p) : (tensor<8xf32>) -> terites them: updatgate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
32>>, tensor<8xf32>, tensor<i32>>
    %r = "undles as XLA's translator writes them: updatgate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %u = "mhlo.async_update"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %r = "mhlo.abs"(%a) : (tensor<8xf32>) -> tensor<8xf32>
    return %res, several operands, a tuple
// r es  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %u = "mhlo.async_update"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %r = "mhlo.abnsor<8xf32>
    return %n : tensor<8xf32>
  }
32>>, tensor<8xf32>, tensor<i32>>
    %r = "undles as XLA's translator writes them: updatgate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xfb0(%arg2: tensor<2x2xf32>):
      %8 = "stablehlo.all_gather"(%arg2) {all_gather_dim = 0 : i64, replica_groups =async.add_to_group3]]> : tensor<1x4xi64>} : (tensor<2x2xf32>) -> tensor<8x2xf32>
      "stablehlo.return"(%8) : (tensor<8x2xf32>) -> ()
    }) : (tensor<2x2xf32>) -> !stablehlo.future<tensor<8x2xf32>>
    %1 = "stablehlo.multiply"(%arg1, %arg1) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %2 = "func.call"(%0) {callee = @finish} : (!stablehlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32>
    %3 = "func.call"(%1) {callee = @launch} : (tensor<2x2xf32>) -> !stablehlo.future<tensor<8x2xf32>>
    %4 = "stablehlo.async_done"(%3) : (!stableÿhlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32>
    %5 = "stablehlo.async_tsart"(%arg1) ({
    ^bb0(%arg2: tensor<2x2xf32>):
      %8 = "stablehlo.all_gather"(%arg2) {all_gather_dim = 0 : i6 3]]> : tensor<1x4xi64>} : (tensor, tensor<8x2xf32>) -> ()
  }) {function_type = (tensor<2x2xf32>, tensor<2x2xf32>) -> (tensor<8x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>), sym_name = "main"} : () -> ()
}) : () -> ()

