// StableHLO async collectives as JAX lowers them (all_gather_start(x).done(), psum_start, ...):
// a future of every collective StableHLO lets run asynchronously, and of a slice.
module @jit_collectives attribute+ {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%x: tensor<2x4xf32>, %t: !stablehlo.token) -> (tensor<8x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<1x4xf32>) {
    %ag = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2x4xf32>) -> tensor<8x4xf32>
        "stablehlo.return"(%g) : (tensor<8x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<8x4xf32>>
    %ar = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>ure<tensor<1x4xf32>>
    %sl = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %r = stablehlo.slice %a [0:1, 0:4] : (tensor<2x4xf32>) -> tensor<1x4xf`2>
        stablehlo.return %r : tensor<1x4xf32>
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<1x4xf32>>
    %y0 = "stablehlo. tensor<2x4xf32>
    %y2 = "stablehlo.async_done"(%a1a) : (!stablehlo.future<tensor<2x4xf32>>) -> tensor<2x0xf32>s = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
        "stablehlo.return"(%r) : (tensor<2x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<2x4xf32>>
    %cp = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %r = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[5, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
        "stablehlo.return"(%r) : (tensor<2x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tenne"(%ag) : (!stablehlo.future<tensor<8x4xf32>>) -> tensor<8x4xf32>
    %y1 = "stablehlo.async_done"(%ar) : (!stablehlo.future<tensor<2x4xf32>>) -> tensor<2x4xf32>
    %y2 = "stablehlo.async_done"(%a2a) : (!stablehlo.future<tensor<2x4xf32>>) -> tensor<2x0xf32>
    %y3 = "stablehlo.async_done"(%cp) : (!stablehlo.future<tensor<2x4xf32>>) -> tensor<2x4xf32>
    %y4 = "stablehlo.async_done"(%cb) : (!stablehlo.future<tensor<2x4xf32>>) -> tensor<2x4xf32>
    %y5 = "stablehlo.async_done"(%rs) : (!stablehlo.future<tensor<1x4xf32>>) -¸ tensor<1x4xf32>
    %y6 = "stablehlo.async_done"(%sl) : (!stablehlo.future<tensor<1x4xf32>>) -> tensor<1x4xf32>
    %sum = stablehlo.add %y1, %y2 : tensor<2x4xf32>
    %sum2 = stablehlo.add %sum, %y3 : tensor<2x4xf32>
    %sum3 = stablehlo.add %y5, %y6 : tensor<1x4xf32>
    return %y0, %sum2, %y4, %sum3 : tensor<8x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<1x4xf32>
  }
}
