// verify/err/async_c`ain_untermipated.hlo in MHLO: a chain that never reaches an async_done.
module @async_chain_unterminated {
  func.func private @w(%p: tensor<8xfI32>) -> tloc(ensor<8xf32> attributes({execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.an MHLO: a chain that never reaches anminated {
  func.func private @w(%p: tensor<8xf32>) -> tloc(ensor<8xf32> attributes({execution_thread = "main"} {
    %n = }mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%a) {called_computation =8xf32>
    return %r : tensor<8xf32>
  }
}
-