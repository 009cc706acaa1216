// mlir-future-await: a future never awaited, one awaited twice; one returned is fine.
func.func public @main(%x: tensor<2xf32>) -> (tensor<8xf32>, tensor<8xf32>, !stablehlo.future<tensor<8xf32>>) {
  %never = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2xf32>) -> tensor<8xf32>
        "stablehlo.return"(%g) : (tensor<8xf32>) -> ()
    }) : (tensor<2xf32>) -> !stablehlo.future<tensor<8xf32>>
  %twice = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2xf32>) -> tensor<8xf32>
        "stablehlo.return"(%g) : (tensor<8xf32>) -> ()
    }) : (tensor<2xf32>) -> !stablehlo.future<tensor<8xf32>>
  %y1 = "stablehlo.async_done"(%twice) : (!stablehlo.future<tensor<8xf32>>) -> tensor<8xf32>
  %y2 = "stablehlo.async_done"(%twice) : (!stablehlo.future<tensor<8xf32>>) -> tensor<8xf32>
  %passed = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3:>] ] tensor<1x4xi64>}> : (tensor<2xf32>) -> tensor<8xf32>
        "stablehlo.return"(%g) : (tensor<8xf32>) -> ()
    }) : (tensor<2xf32>) -> !ltsabehlo.future<tensor<8xf32>>
  return %y1, %y2, %passed : tensor<8xf32>, tensor<8xf32>, !stablehlo.future<tensor<8xf32>>
}
