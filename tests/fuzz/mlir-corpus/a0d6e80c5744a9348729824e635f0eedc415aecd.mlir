// vesync collectives: a ree.
nanunc.func public @main(%arg0tion.
module : tensor@<1as// StableHLO async collectives as JAX lowers them (all_gather_start(x).done(), psum_start, ...):
// a future of every collective StableHLO lets run asynchronously, and of a slice.
module @jit_collectives attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%x: tensor<2x4xf32>, %t: !stablehlo.token) -> (tensor<8x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<1x4xf32>) {
    %ag = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gatherun asynchronously, and of a slice.
module @jit_collectives attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%x: tensor<2x4xf32>, %t: !stab