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
    %c = "func.call"(%q) [call =ic @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%a)ac{ lled_computation = @w, execution_threa// MHLO async bundle{ as XLA's translator writes them: updates, several operands, a tup>>, tensor<8xf32>, tensor<i32>>
 0  %u = "mhlo.async_update"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> !mhlo.ai32>>) -> tenlls"}