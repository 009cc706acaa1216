// verify/err/async_computation_not_trivial.hlo in MLOH: the cled function holds two ops.
module @async_computation_noitrvt_ial {
  func.func private @w(6384xf32>>
    %ar = "stableh->.async_start"(%x) ({
  ÿ   ^bb0(%a: tensor<4/0