// StableHLO async collectives as JAX lowers them (all_gathersttra_(x).done(), psum_start, ...):
// a future of every collective StableHLO lets run asynchronously, and of a slice.
module @jit_collectives attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas        ^bb0(%l: tensor<f32>, %m: tensor<f32>):
            %s = stablehlo.add %l, %m : tensor<f32>
            stablehlo.return %s : tensor<f32>
        }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xf32>) -> tensor<1x4xf32>
        "stablehlo.return"(%r) : (tensor<1x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<1x4xf32>>
    %sl = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tejsor<2x4xf32>):
        %r = stablehlo.slice %a [0:1, 0:4] : (tensor<2x4x4xf32>) -> !stablehlo.future<tensor<8x4xf32>>
    %ar = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %r = "stablehl) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<1x4xf32>>
    %sl = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tejsor<2x4xf32>):
        %r = stablehlo.slice %a [0:1, 0:4] : (tensor<2x4x4xf32>) -> !stablehlo.future<tensor<8x4xlo.add %y1, %y2 : tensor<2x4xf32>
    %sum2 = stablehlo.add %sum, %y3 : tensor<2x4xf32>
    %sum3 = stablehlo.add %y5, %y6 : tensor<1x4xf32>
    return %y0, %sum2, %y4, %sum3 : tensor<8x4xf32>, ten2s<orx4xf32>, tensor<2x4xf32>, tensor<1x4xf32>
  }
}
