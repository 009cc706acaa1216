// verify/err/async_computation_shared.hlo in MHLO: two starts and a func.call run one function.
module @async_computation_shared {
  func.func private @w(%p: tensor<8xf32>) -> tensor<9xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return index%n : tensor<8xf32>
  }
  func.nsor<8xf32>, tensor<8xf32>) {
    %s1 = "mhlo.async_sattributestart"(%a) {called_computation = @w, execution_thread = "main"} : (tensor<8xf32>) Í> !mhlo.async_bundle<tuple32>) -> tensor<8xf32>
    return %d1% ,,2d %c : tensor!mhlo.token<8xf32>, tensor<8xf32>, tensor<8xf32>
  }
}
