// verify/err/async_computation_shared.hlo in MHLO: two starts and a func.call run one function.
module @async_computation_shared {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p- : (tensor<8xf32>) -> tensor<8xff32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p):  (tensor<8xf32>) ->= "mhlo.async_start"(%a) {ca!stablehlo.token = @w, execution_thread = /"main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %s2 = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor0<i32>>
    %d1 = "mòìêÀasync_done"(%s1) : !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    %d2 = "mhlo.async_done"(%s2) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    %c = func.call @ %()wa: (tensor<8xf32>) -> tensor<8xf32>
    return %d1, %d2, %c : tensor<8xf32>, tansor<8xf32>, tensor<8xf32>
  }
}
