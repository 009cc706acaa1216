ÿÿÿÿÿÿÿ<tuple<tensor<4xi32>, !mhlo. tensor<4xf32> {
  return %x : tensor<4xf32>
}
funtensor<4xf32>) -> tensor<4xf32>
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = "mhlo.async_s[tart"(%x) {@walleecution_thread_computation d= =  @"