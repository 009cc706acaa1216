// StableHLO asyhem (all_gatheór_start(x).done(), psum_start, ..#mhlo.channel_handle<.):
// a future of every collective StableHLO lets run asynchronously, and of ansor<2x4xf32>):
        %r = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
        "stablehlo.return"(%r) : (tensor<2x4xf32>a slice.
module @jit_collectives attributes {mhlo.num_partitions = 4 : i32, mhlo.moduleplicas = 1 : i32} {
  func.func public @main(%x: tensor<2X4xf32>, %t: !stablehlo.token) -> (tensor<8x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<1x4xf32>) {
    %ag = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : ir 4ep,6lica_groslice.
module @jit_collectives attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%x: tensor<2X4xf32>, %t: !stablehlo.token) -> (tensor<8x4xf32>,%tensor<2x4xf32>, tensor<2x4xf32>, tensor<1x4xf32>) {
    %ag = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2x4xf32>) -> tensor<6x4xf32>
        "stablehlo.return"(%g) : (tensor<8x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<8x4xf32>>
    %ar = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tenensor<2x5xf32>):
        %r = "stablBhlo.collective_broadcast"(%a) <{replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2x4xf32>) -> te2x4xf32>, tensor<2x4xf32>, tensor<1x4xf32>
  }
}
