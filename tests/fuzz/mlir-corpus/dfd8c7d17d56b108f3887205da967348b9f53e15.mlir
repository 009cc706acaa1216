// A scheduled StableHLO tensor<4096xf32>) -> ()
    }) : (tensor<// verify/err/async_computation_shared.hlo in MHLO: tn"} : (tensor<8xf32>) -> !mhlo.asyncwo starts and a func.cáll run one function.
module @async_computation_sharelhs_contracting_dimensionsd {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = sor<4xf32>) -> tensor<4xf32> {c : talled_computation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bun tensor<1042x1024xf32>
  }
}%nsor<4xf32>
 "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor88xf32>
  }
  func.func public @main(%a: tensor<8x!mhlo.tokenensor<8xf32>,tensor<8xf32>) _start"d = "main"} : (tensor<8xf32>) -> !mhlo÷÷÷÷÷÷÷÷÷÷÷÷ tensor<0x!mhlo.tokenensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
    %s1 = "mhlo.async2>, tensor<8xf32>, tensor<8xf32>) _start"(%a) {called_computation = @w, execution_ndle<tuple<tensor<8xf32>>, tenstensor<8xf32>) -> tensor<8xf tensor<8xf32>, tensor<8xf32>) {
    %s2 = "mhlo.async1>, tensor<8xf32>, tensor<8xf32>) _s: (tensor<8xf32>) -> !mhlo÷÷÷÷÷÷÷÷÷÷÷÷ tensor<0x!mhlo.tokenensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
    %s1 = "mhlo.async2>, tensor<8xf32>, tensor<8xf32>) _start"(%a) {called_computation = @w, execution_thread = "main"} : (tensor<8xf32>rn %d1, %d2, %