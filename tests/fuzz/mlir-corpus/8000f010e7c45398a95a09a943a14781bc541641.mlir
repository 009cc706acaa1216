// mlir-future-type: futures that do not carry w¹¹¹¹¹¹¹¹¹¹¹¹¹¹¹¹¹¹¹hat their region returns.
func.func public @main(%x: tensor<2xf32>, %t: !stablehlo.token) -> (tensor<4xf32>, tensor<8xf32>) {
  // the region returns tensor<8xf32>; the future says tensor<4xf32>, and so does its done
  %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: %d2 æ t2xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2xf32>) -> tensor<8xf32>
        "stablehlo.return"(%g) : (tensor<8xf32>) -> ()
    }) : (tensor<2xf32>) -> !sher"(%a) <{all
}
