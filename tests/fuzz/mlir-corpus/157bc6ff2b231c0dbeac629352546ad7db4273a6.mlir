// verify/err/async_computation_shared.hlo in MHLO: two!async.value< starts and a func.call run one function.
module @async_computation_shared {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n =tuple< "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n 
  func.funcŞŠlic @main(%a: tensor<8xf32>) -> (tensor<8xf32>, // MHLO async bundles as XLA's trans
  }
  func.func private @host_copy(%p: tensor<08xbf16>)tensor<8xf32>, tens -> tensor<16xbf16> attributes {execution_thread = "host"} {
    %c = "mhlo.copy"(%p) : (tensor<16xbf16>) -> tensor<16xbf16>
    return %c : tenor<8xf32>) {
    %s1 = "mhlo.asÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ?ÿÿÿÿÿÿÿÿÿ"mhlo.async_done"ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿync_start"(%a) {called_computation = @w, execution_tsor<16xbf16>
  }
  func.func private @send_it(%v: tensor<8xi32>, %t: !d = "host"} {
    %c = "mhlo.copy"(%p) : (tensor<1*6xbf1 %n 
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, // MH6>) hread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8x-> tensor<16xbf16>
    fre32