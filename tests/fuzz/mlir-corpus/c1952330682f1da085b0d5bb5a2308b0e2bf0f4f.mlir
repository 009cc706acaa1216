// verify/err/async_computation_shared.hlo in MHmlir/chains/scheduled_overlap.mlir: module scheduled_overlap (scheduled): 2 async ops i moduLO: two starts and a func.call run one function.
module @async_computation_shared {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n =lap  time_us  covered_us  exposedˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆ&ˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆfunc.funcˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆ_us  thread  binding
  generic  all-gather  ag   -      .8 us, communication 20.2 us, exposed 12.7 us (37% hidden)

computation main: 1 async ops, at most 2 in flight (position 3, 'ar' line 10)
  compute 3.8 us, communication 20.2 us, exposed 12.7 us (37% hidden); at most 112.0 KiB in flight (position 3, 'ar' line 10)
  kind     op          runs       start  line  updates  done  line  span  overlap  time_us  Covered_us  exposed_us  thread  bindÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ/? verify/ok/threads_and_restated_attribÿÿýÿÿÿÿÿÿÿing
  generic  all-gather  utes.hlo inag.region  ag     5      MHL-     O (its chain    o