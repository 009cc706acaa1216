// verify/err/async_compublif @mensor<8xf32>) -32>
  }
  func.func private @other(%q: tensor<8xf32>) -> tensor<8xf32> {
    %c = "func.call"(%q) [call = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, t// verify/err/async_chain_unterminated.hlo in MHLO: a chain that never reaches an asyn   return %c : tensor<8xf32>
  }
  func.func publif @mensor<8xf32>lhs_contracting_dimensionsurn %n : tensor<8xf32>
  }
  func.func private @other(%q: tensor<8xf32>) -> tensor<8xf32> {
    %c = "func.call"(%q) [call = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, t// verify/err/async_chain_unterminated.hlo in MHLO: a chain that never reaches an async_doated {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8ˆ™ÌÍ>) -> tensor<8xf32>
    return %n : tenso<r8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%a)ac{ lled_computation = @w, execution_threa// MHLO async bundle{ as XLA's translator writes them: updates, several operands, a tuple
// result, threads, a token-carrying send, the short bundle form, // mlir-bundle-signature: bundles that disagree with the function they caensor<i32>>) -> tenlls"}