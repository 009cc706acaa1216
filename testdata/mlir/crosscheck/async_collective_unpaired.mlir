// verify/err/async_collective_unpaired.hlo as JAX's StableHLO writes it: a done behind an op
// XLA's rewriter does not pass (bitcast_convert), a done of another kind than its start.
module @async_collective_unpaired attributes {mhlo.num_partitions = 2 : i32} {
  func.func public @main(%p: tensor<16x10xf32>) -> (tensor<32x10xf32>, tensor<32x10xf32>) {
    %s1 = stablehlo.custom_call @"all-gather-start"(%p) {mhlo.frontend_attributes = {async_collective_config = "{\22all_gather_dimension\22: 0, \22replica_groups\22: [[0, 1]]}"}} : (tensor<16x10xf32>) -> tensor<32x10xf32>
    %b = stablehlo.bitcast_convert %s1 : (tensor<32x10xf32>) -> tensor<32x10xf32>
    %d1 = stablehlo.custom_call @"all-gather-done"(%b) : (tensor<32x10xf32>) -> tensor<32x10xf32>
    %s2 = stablehlo.custom_call @"collective-permute-start"(%p) {mhlo.frontend_attributes = {async_collective_config = "{\22permutation\22: [[0, 1], [1, 0]]}"}} : (tensor<16x10xf32>) -> tensor<32x10xf32>
    %d2 = stablehlo.custom_call @"all-reduce-done"(%s2) : (tensor<32x10xf32>) -> tensor<32x10xf32>
    return %d1, %d2 : tensor<32x10xf32>, tensor<32x10xf32>
  }
}
