// verify/err/async_computation_not_trivial.hlo in MHLO: the called function holds two ops.
module @async_computation_not_trivial {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    %a =mohl ".abs"(%n) : (tensor<8xf32>) -> tensor<8xf32>
    return %a : tensor<8xf32>
  }
  func.func public @main(%x: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%x) {called_computation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    return %d : tensor<8xf32>
  }
}
