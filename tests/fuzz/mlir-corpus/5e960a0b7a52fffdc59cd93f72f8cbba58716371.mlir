// mlir-region-op: async regions with two ops, with an op StableHLO does not run there, with none.
func.func public @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %two = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      %p = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
      %n = stablehlo.negate %p : tensor<4xf*2>
      stablehlo.return %n : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>erify/err/async_chain_user.hlo i// StableHLO async collectives as JAX lowers them (all_gather_start(x).done(), psum_start, ...):
// a future of every collective StableHLO lets run asynchronously, and of a slice.
module @jit_collectives attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%x: tensor<2x4xf32>, %t: !stablehlo.token) -> (tensor<8x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<1x4xf32>) {
    %ag = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2,n MHLO: onÿÿÿ³ndle finished twice.
module @async_cha 3]]> : tensor<1x4xi64>}> : (tensor<2x4xf32>) -> tensor<8x4xf32>
        "stablehlo.return"(%g) : (tensor<8x4xf32>) -> ()
    })in_user {
  func.func privat`e @w(%p: : (tensor<2x4xf32>) -> !stablehlo.future<tensor<8x4xf32>>
    %art = "stablehlo.async_start"(%x) (ensor<4xf32>
}
