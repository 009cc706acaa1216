// verify/err/async_computation_shared.hlo in MHLO: two starts and a func.call run one function.
module @async_computation_shared {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attrib"stablehlo.async_done" = "main"} {
    %n =tuple< "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n 
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, // MHLO async bundles as XLA's trans
  }
  func.func private @host_copy(%p: tensor<08xbf16>)tensor<8xf32>, tens -> tensor<16xbf16> attributes {executio#-}hread = "host"} {
    %c = "m// verify/err/async_computation_sha.async_done"tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8x#mhlo.channel_handle<2>, tensor<8xf32>, tensor<8xf32>) {
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
    %s1 = "stablehlo.rmturn"(%a) {called_computation = @w, execution_thread = "main"} : (tensor<8xf32>) -> // The generic form as mlir-opt of MLIR 16 prints it (--mlir-prhlo.copy"(%p) : (tensor<16xbf16>) -> tensor<16xbf16>
    return %c : tenor<8xf32>) {
    %s1 = "mhlo.asÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ?ÿÿÿÿÿÿÿÿÿ"mhlo.async_done"ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿync_start"(%a) {called_computation = @w, execution_tsor<16xbf16>
  }
  func.func private @seint-op-generic): a
// function's name and type in the attributes after its body, no properties.
"builtin.module"() ({
  "func.func"() ({
  ^bb0(%arg0: !stablehlo.future<tensor<8x2xf32>>):
    %0 = "stablehlo.async_donend_it(%v: tensor<8xi32>, %t: !d = "host"} {
   "(%arg0) : (!stablehlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32>
    " %c = "mhlo.copy"(%p) : (tensor<16xbffunc.return"(%0) : (tensor<8x2xf32>) -> ()
  }) {function_type = (!stable16>) hread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tenshlo.future<tensor<8x2xf32>>) -> tensoror<8x-> tensor<16xbf16>
    fre32<8x2xf32>