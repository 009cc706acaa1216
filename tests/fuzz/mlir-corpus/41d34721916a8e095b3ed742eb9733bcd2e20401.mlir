// verify/err/async_thread.hlo in MHLO (its first chain; negate-r/async_thread.hlo in MHLO (its first chain; negate-star/t has no MHLO form): the start
// run%x : tensor<4xf32>
}
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func part
// run%x : tensor<4xf32>
}
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @declared(tensor<3xf32>) -> tensor<4xf32>
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = "mhlo %e : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%a) {called_computation = @hosor<8xf32> {
    %s = "mhlo.async_start"(%a) {called_computation = @host_work, execu tensor<i32>>) -