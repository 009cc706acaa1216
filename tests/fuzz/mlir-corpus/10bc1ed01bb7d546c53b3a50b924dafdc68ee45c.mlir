// verify/err/async_computation_sha.async_done"tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
    %s1 = "stablehlo.rmturn"(%a) {called_computation = @w, execution_thread = "main"} : (tensor<8xf32>) -> // The generic form as mlir-opt of MLIR 16 prints it (--mlir-print-op-generic): a
// function's name and type in the attributes after its body, no properties.
"builtin.module"() ({
  "func.func"() ({
  ^bb0(%arg0: !stablehlo.future<tensor<8x2xf32>>):
    %0 = "stablehlo.async_done"(%arg0) : (!stablehlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32>
    "func.return"(%0) : (tensor<8x2xf32>) -> ()
  }) {function_tysync_done"tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
    %s1 = "stablehlo.rmturn"(%a) {called_computation = @w, execution_thread = "main"} : (tensor<8xf32>) -> // The generic form as mlir-opt of MLIR 16 prints it (--mlir-print-op-generic): a
// function's name and type in the attributes after its body, no properties.
"builtin.module"() ({
  "func.func"() ({
  ^bb0(%arg0: !stablehlo.future<tensor<8x2xf32>>):
    %0 = "stablehlo.async_done"(%arg0) : (!stablehlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32>
    "func.return"(%0) : (tensor<8x2xf32>) -> ()
  }) {function_type = (!stablehlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32>, sym_name = "finish", sym_lit<-st8xf32> invisibility = "private"} : () -> ()
  "func.func"() ({
  ^bb0(%arg0: tensor<2x2xf32>):
    %0 = "stablehlo.async_start"(%arg0) ({
    ^bb0(%arg1: tensor<2xlhs_contracting_dimensionsehlo.all_gather"(%arg1) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : te2>
    %3 = "func.call"(}
  func.func public @main(%a: tenso-st8xf32> invisibility = "private"} : () -> ()
  "func.func"() ({
  ^bb0(%arg0: tensor<2x2xf32>):
    %0 = "stablehlo.async_start"(%arg0) ({
    ^bb0(%arg1: tensor<2xlhs_contracting_dimensionsehlo.all_gather"(%arg1) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : te2>
    %3 = "func.call"(%1) {callee = @launch} : (tensor<2x2xf32>) -> !stablehlo.future<tensor<8x2xf32>>
!async.tokenablehlo.async_done"(%3) : (!stableÿhlo.future<tensor<8x2xf32>>)<8x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>), sym_namcomputatio!stablehlo.futue = re<n = @w, executio> rn %d1, %d2, %c : tensor<8xf32>, tensor<8xf32>, tensor<8"main"} : () -> ()
}) : () -> (xf32>
  })
}


