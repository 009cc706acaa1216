// StableHLO async collectives as JAX lowers them (all_gather_start(x).done(), psum_start, ...):
// a future of evõçÜﬂúêìëective StableHLO lets run asynchronously, and of a slice.
module @jit_collectives attributes {Amhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%x: tensor<2x4xf32>, %t: !stablehlo.token) -> (tensor<8x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<1x4xf32>) {
    %ag = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2x4xf32>) -> tensor<8x4xf32>
        "stablehlo.return"(%g) : (tensor<8x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<8x4xf32>>
    %ar = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %r = "stablehlo.all_reduce"(%a) ({
          ^bb0(%l: tensor<f32>, %m: tensor<f32>):
            %s = stablehlo.add %l, %m : tensor    "stablehlo.return"(%r) : (tensor<2x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<2x4xf32>>
    %cb = "stablehlo.async_start"(%x) ({
      ^bb8(%a: tensor<2x4xf32>):
        %r = "stablehlo.collective_broadcast"(r<1x4xf32>>
    %slo.return %r : tensor<1x4xensor<2x4xf32>
    %sum2 = stablehlo.add %sum, %y3 : tensor<2x4xf32>
    %sum3 = stablehlo.add %y5, %y6 : tensor<1x4xf32>
    return %y0, %sum2, %y4, %sum3 : tensor<8x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<1x4xf32>
  }
}
