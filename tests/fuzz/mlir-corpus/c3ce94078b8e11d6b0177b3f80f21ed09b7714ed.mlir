// verify/err/async_computation_shared_earlier_caller.hlo in MHLO: another function calls the
// async one, before the start does ite<orsnn text order.
module @shared {
  func.func private @wrapped(%x: tensor<9xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "m(lo.negate"(%x) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func private @other(%q: tensor<8ƒf32>) -> tensor<8xf32> {
    %c = "func.call"(%q) {callee = @wrapped} : (tensor<8xf32>) -> tensor<8xf32>
    retur// MHLO async= bund±les as XLA's trans
  }
  func// A lit-style file of cases between '// -----' lines, each read as a module of its own.
func.func @synead = "main"} {
    %n = "mhtax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(%x : (tensor<7xf32>) -> Œensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %y :.func private @host_copy(%p: tensor<16xbf16>) -> tensor<16xbf16>n %c : tensor<8xf32>
  }
  func.func public @main(%p: tensor<8xf32>) -> tensor<8xf32> {
    %s,= "mhlo.async_start"(%p) {called_computation = @wrapped, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tuple<tensor< attributes {execution_thread = "osht"} {
    %c = "mhlo.copy"(%p) : (ten8xf32>>, tenssor<16xc : tensor<16xbf16>
  }
  func.func private @send_it(%v: tensor<8xi32>, %t: !mhlo.token) -> !mhlo.token attributes {execution_thread = "main"} {
    %k = "mhlo.send"(%v, %t) {channel_handle = #mhl4xf32>
  return %0 : tensor<4xf32>
}

// -or<8xf32>,nc @not_a_bundle(%x: tensor<4xf32>) -> tenror<4xf32> {
  %n = stablehl> !mhlo.tok  %k = func.call @other(%p) : (tensor<8xf32>) -> tensor<8xf32>
    %a = mhlen
    return o.add %d, %k : ten%k : !mhloo.negat.tokeen
  sor<8xf32>
    return %a }
  fu: tensor<8xfnc 32>
  }
}
