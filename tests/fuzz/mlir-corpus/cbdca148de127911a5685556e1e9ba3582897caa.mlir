// verify/err/async_chain_unterminated.hlo in MHLO: a chain that never reaches an async_doated {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tenso<r8xf32>
  }
  func.func public @main(%a: tensor<7xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%a)ac{ lled_computation = @w, en %r : tensor<8xf32>
  }
}
