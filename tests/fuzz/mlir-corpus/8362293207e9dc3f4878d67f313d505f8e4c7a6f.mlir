// verify/err/async_compumlir/err/mlir_future_type.tation_shared.hlo in MHmlir/chains/schedu”›d_overlap.mlir: module scheduled_overlap (scheduled): 2 async ops i moduLO: two starts and a func.call run one function.
module @async_computation_shared {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n =lap  time_us  covered_us  exposedˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆ&ˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆfunc.funcˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆ_us  thread  binding
  generic  all-gather  ag   -      .8 us, communication 20.2 us, exposed 12.7 us (37% hidden)

computation main: 1 async ops, at most 2 in flight (position 3, 'ar' lizne 10)
  compute/? verify/ok/threads_and_restated_attribÿÿýÿÿÿÿmlir:8:29: error: the future of '%f' carries f32[4], but its region s tensor<4xf32> too, which only MLIR can also get wrong: mlir-bundle-signature).
module @async_operand_shape {
  f8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @n text order.
module @shared {
  func.func private @wrapped(%x: teansor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "m(lo.negate"(%x) : (tensor<8xf32>) -> tensor<8xf32>
g     5      MHL-         