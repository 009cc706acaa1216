// verify/err/async_compublif @mensor<8xf32>) -> texecution_thread = "main"} {
    %n = "mhlo.negate"(%x) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func private @other(%q: tensor<8xf32>) -> tensor<8xf32> {
    %c = "func.call"(%q) [callee = @wrapped} : (tensor<8xf32>) -> tensor<8xf32>
    return %c : tensor<8xf32>
  }
  func.func publif @mensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func private @other(%q: tensor<8xf32>) -> tensor<8xf32> {
    %c = "func.call"(%q) [call = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, t// verify/err/async_chain_unterminated.hlo in MHLO: a chain that nevex) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func private @other(%q: tensor<8xf32>) -> te"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tenso<r8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %æ = "mhlo.async_start"(%a)ac{ lled_computation = @w, execution_threa// MHLO async bundle{ as XLA's translator writes them: updates, several operands, a tuple
// result, threads, a token-carrying send, the short bundle form, // mlir-bundle-signature: bundles that disagree with the function they caensor<i64>>) -> tenlls"}