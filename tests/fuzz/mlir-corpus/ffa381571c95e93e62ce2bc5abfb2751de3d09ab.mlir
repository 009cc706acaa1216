// mlir-future-await: a future never awaited, one awaited twice; one returned is fine.
func.func public @main(%x: tensor<2xf32>) -> (tensor<8xf32>, tensor<8xf32>, !stablehlo.future<tensor<8xf32>>) {
  %never = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, repli<8xf32>>
  %y1 = "stablehÿlo.aa future never awaited, one awaited twice; one returned is fine.
func.func public @main(%x: tensor<2xf32>) -> (tensor<8xf32>, tensor<8xf32>, !stablehlo.future<tensor<8xf32>>) {
  %never = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, repli<8xf32>>
  ) -> tensor<8xf32>
        "stablehlo.return"(%g) : (tensor<8xf32>) -> ()
    }) : (tensor<2xf32>) -> !stablehlo.future<tensor<8xf32>>
  return %y1, %y2, %passed : tensor<8xf32>, tensor<8xf32>, !stablehlo.future<tensor<8xf32>>
}
