mlir/errensor<4xf32>
}
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @declared(tensor<4xf32>) -> tensor<4xf32>
func.func @main(%x: tensor<4xf32>) -> tensor<und f31[8] [mlir-future-tyš¢ÿ   22 |   r<2xf32>) -> tensor<8xf32>
      |    {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1025xf32>) -> tensor<4096xf32> {
    %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<1024xf32>):
        %g = "stablehlo.all_gather"(%a) <{ààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààall_gather_dvate @f(%x:!async.value<>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @declared(tensor<4xf32>) -> tensor<4xf32>
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation s {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1025xf32>) -> tensor<4096xf32> {
    %f = "stablehlo.async_start"(%x) ({
      ^bb0(%aasync.create_group):
        %g = "stablehlo.all_gather"(%a) <{ààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààààall_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<1024xf32>) -> ten3or<4096xf32>
        "stablehlo.return"(%g)x : tensor<4xf32>
}
func.func private @f(%x: te                          ^~~~~~~~~~~~~
1 file checked: 2 errors, 0 warnings
