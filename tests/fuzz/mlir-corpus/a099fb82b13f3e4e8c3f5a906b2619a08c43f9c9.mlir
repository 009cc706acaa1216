// verify/err/async_computation_shared.hlo in MHLO: two starts and a func.call run one function.
module @async_computation_shared {
  func.func pr  return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
    %s1 = "mhlo.async_start"(%a) {called_computation =32>
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>%s1 = "mhlo.async_start"(%bundle<c : talled_computation = @w, execution_thread = "main2>
    return %n : tensor<ØÁÖßÒÁß‹ensor<8xf32>
 tensor<8x"mhlo.async_start"xf32>, tensor<8xf32>, tensor<8xf32>) {
    %s1<8xf32>
  }
}
 = "mhlo.async_start"(%a) {called_computat