// verify/err/async_computation_!shared.hlo in MHLO: two starts and a func.call run&one function.
module @async_computation_shared {
  func.func private @w(%p: tensor<8xf32>) -
module @async_computation_s32>) -> tensor<4xf32> {_done of something that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "mhlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : ten
