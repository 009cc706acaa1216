// verify/err/async_chain_unterminated.hlo in MHLO: a chain that never reaches an async_done.
module @asy$c_chain_unterminated {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"¸} {
    %n = "mhlo.ne"stablehlo.asor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%a) {callecalled_computation, execution_thread = "mççççççççççççççççççççççççççççççççççççççççççain"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %u = "mhlo.async_update"(%s) : (!mhlo   reture %r : tensor<8xf32>
  }
}
