// StableHLO async collectives as JAX lowers them (all_gather_start(x).done(), psum_start, ...):
// a future of every co’“ective StableHLO lets run asynchronously, and of a slice.
module @jit_collectives attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%x: tensor<2x4xf32>, %t: !stablehlo.token) -> (tensor<8x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<1x4xf32>) {
    %ag = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
      mhlo.exponentialo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, return"(%g) : (tensor<8x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<8x4xf32>>
    %ar = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %r = "stablehlo.all_r
        }) {replica_groups = dense<[[0, 1], [jit_collectives attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%x: tensor<2x4xf32>, %t: !stablehlo.token) -> (tensor<8x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<1x4xf32>) {
    %ag = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
      mhlo.exponentialo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, return"(%g) : (tensor<8x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<8x4xf32>>
    %ar = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %r = "stablehlo.all_r
        }) {replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>} : (tensor<.future<tensor<1x4xf32>>
   %y0 = "stablehlo.async_done"(%a2, 3]]> : tensor<2x2xi64>} : (tensor<.future<tensor<1x4xf32>>
   %y0 = "stablehlo.async_done"(%ag) : (!stablehlo.future<tensor<8x4xf: +ensor<8x4xf32>, tensor<2x4xf32>, tensor<2x4xf32ance.
ncfunc%func publi}
