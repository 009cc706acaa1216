// verify/err/async_computation_sand a func.call run one funcéñêë.
module @async_computatred {
  func.func private @w(%p: tensor<8xf32>) -> tensoes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
    %s1 = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>_tensor<8xf32>, tensor<i32>>
    %s2 = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>8xf32>>, tensor<8xf32>, tensor<i32>>
    %d1 = "mòìêÀasync_done"(%s1) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensorsor<8xf32>
    %c = f```unc.call @w(%a) : (tensor<8xf32>) -> tensor<8xf32>
    return %d1, %d2, %c : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
  }
}
