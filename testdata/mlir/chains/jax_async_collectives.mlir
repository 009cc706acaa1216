// JAX's explicit async collectives as jax.jit(...).lower(...).as_text() writes them
// (all_gather_start(x).done(), psum_start, psum_scatter_start, all_to_all_start,
// ppermute_start): custom_calls @"X-start"/@"X-done", the collective in the start's
// mhlo.frontend_attributes. The module of chains/jax_async_collectives.hlo, scheduled as it
// is: chains pairs, counts and costs them as it does the HLO text.
module @jit_f attributes {mhlo.is_scheduled = true, mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func private @add_float32_reducer(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
    %s = stablehlo.add %a, %b : tensor<f32>
    return %s : tensor<f32>
  }
  func.func public @main(%p: tensor<16x10xf32>, %q: tensor<8x16xf32>) -> (tensor<64x10xf32>, tensor<8x16xf32>, tensor<2x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, !stablehlo.token) {
    %tok = stablehlo.after_all : !stablehlo.token
    %ags = stablehlo.custom_call @"all-gather-start"(%p) {api_version = 1 : i32, mhlo.frontend_attributes = {async_collective_config = "{\22all_gather_dimension\22: 0, \22replica_groups\22: [[0, 1, 2, 3]], \22channel_id\22: 1, \22use_global_device_ids\22: true}"}} : (tensor<16x10xf32>) -> tensor<64x10xf32>
    %sharding = stablehlo.custom_call @Sharding(%ags) {mhlo.sharding = "{replicated}"} : (tensor<64x10xf32>) -> tensor<64x10xf32>
    %barrier:2 = stablehlo.optimization_barrier %tok, %sharding : !stablehlo.token, tensor<64x10xf32>
    %ars = stablehlo.custom_call @"all-reduce-start"(%q) {api_version = 1 : i32, called_computations = [@add_float32_reducer], mhlo.frontend_attributes = {async_collective_config = "{\22replica_groups\22: [[0, 1, 2, 3]], \22channel_id\22: 1, \22use_global_device_ids\22: true}"}} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %rss = stablehlo.custom_call @"reduce-scatter-start"(%q) {api_version = 1 : i32, called_computations = [@add_float32_reducer], mhlo.frontend_attributes = {async_collective_config = "{\22scatter_dimension\22: 0, \22replica_groups\22: [[0, 1, 2, 3]], \22tiled\22: true, \22channel_id\22: 1, \22use_global_device_ids\22: true}"}} : (tensor<8x16xf32>) -> tensor<2x16xf32>
    %a2as = "stablehlo.custom_call"(%q) <{api_version = 1 : i32, call_target_name = "all-to-all-start"}> {mhlo.frontend_attributes = {async_collective_config = "{\22split_dimension\22: 0, \22concat_dimension\22: 1, \22split_count\22: 4, \22replica_groups\22: [[0, 1, 2, 3]], \22channel_id\22: 1}"}} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %cps = stablehlo.custom_call @"collective-permute-start"(%q) {api_version = 1 : i32, mhlo.frontend_attributes = {async_collective_config = "{\"permutation\": [[0, 1], [1, 2], [2, 3], [3, 0]], \"channel_id\": 1}"}} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %mm = stablehlo.dot_general %q, %q, contracting_dims = [0] x [0] : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
    %agd = stablehlo.custom_call @"all-gather-done"(%barrier#1) {api_version = 1 : i32} : (tensor<64x10xf32>) -> tensor<64x10xf32>
    %ard = stablehlo.custom_call @"all-reduce-done"(%ars) {api_version = 1 : i32} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %rsd = stablehlo.custom_call @"reduce-scatter-done"(%rss) {api_version = 1 : i32} : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %a2ad = "stablehlo.custom_call"(%a2as) <{api_version = 1 : i32, call_target_name = "all-to-all-done"}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %cpd = stablehlo.custom_call @"collective-permute-done"(%cps) {api_version = 1 : i32} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    return %agd, %ard, %rsd, %a2ad, %cpd, %barrier#0 : tensor<64x10xf32>, tensor<8x16xf32>, tensor<2x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, !stablehlo.token
  }
}
