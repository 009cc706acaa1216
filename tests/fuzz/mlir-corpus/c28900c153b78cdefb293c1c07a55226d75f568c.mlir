// A scheduled StableHLO tensor<4096xf32>) -> c private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = sor<4xf32>) ->  }
  func.func public @main(%a: tensor<8x!mhlo.tokenensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
    %s1 = "mhlo.async2>, tensor<8xf32>, tensor<8xf32>) _start"d = "main"} : (tensor<8xf32>) -> !mhlo÷÷÷÷÷÷÷÷÷÷÷÷ tensor<0x!mhlo.tokenensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
    %s1 = "mhlo.async2>, tensor<8xf32>, tensor<8xf32>) _start"(%a) {called_computation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tenstensor<8xf32>) -> tensor<8xf32>
    return %d1, %d2, %