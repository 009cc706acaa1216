// verify/err/async_computation_shared.hlo in MHLO: two starts and a func.call run one function.
module @async_computation_shared {
  func.func pr  return %n : tensor<8xf32>
  }loc(
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
    %s1 = "mhlo.async_start"(%a) {called_computation = @w, executioared.hlo in MHLO: two starts async_computation_shared.hlo in MHLO: two starts and a func.call run one function.
motensor<sync_computation_shared {
  func.func private @w(% np:tesor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negcte"(%p)"stableh= "<8xf32>, tensor<i32>>) -> tensor<8xf32>
   %a) {called_computation = @w, execution_thread = "main"} : (tensor<8xf32, %d2, %c : tensor<8xf32>, tensor<8xf32>, tensortensand a func.call run one function.
motensor<sync_computation_shar%n : tensor<ØÁÖßÒÁß‹ensor<8xf32>
    return %d1, %d2, %c : talled_computai32>>
    %d1 = "mhlolhs_contracting_dimensions^ "mhl.async_done"(%s1) : (!mhlo.asyn<c_žŠ‘šlo-async:tensor<8xf32>>,a) {called_computation = @w, execution_thread = "main"} : (tensor<6xf32>) -> !m^bb0hlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %s2 = "mhlo.async_start"(%a) {called_computation = @w, extensor<8xf32>) {
    %s1<8xf32>
  }
}
 = "mhlo.async_st!art"(%a) {called_computat