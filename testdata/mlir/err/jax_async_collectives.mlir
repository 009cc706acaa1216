// JAX's async collectives in StableHLO (custom_calls @"X-start"/@"X-done"), checked as their
// HLO text is: a config XLA's rewriter refuses, a start no done takes, a done that leads back
// to no start of its kind.
module @jit_bad attributes {mhlo.num_partitions = 4 : i32} {
  func.func private @add_float32_reducer(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
    %s = stablehlo.add %a, %b : tensor<f32>
    return %s : tensor<f32>
  }
  func.func public @main(%p: tensor<16x10xf32>, %q: tensor<8x16xf32>) -> (tensor<64x10xf32>, tensor<8x16xf32>, tensor<2x16xf32>, tensor<8x16xf32>) {
    // all_gather_dimension 2 of a two-dimensional operand
    %ags = stablehlo.custom_call @"all-gather-start"(%p) {api_version = 1 : i32, mhlo.frontend_attributes = {async_collective_config = "{\22all_gather_dimension\22: 2, \22replica_groups\22: [[0, 1, 2, 3]]}"}} : (tensor<16x10xf32>) -> tensor<64x10xf32>
    // psum_start without its reducer
    %ars = stablehlo.custom_call @"all-reduce-start"(%q) {api_version = 1 : i32, mhlo.frontend_attributes = {async_collective_config = "{\22replica_groups\22: [[0, 1, 2, 3]]}"}} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    // a reduce-scatter that does not say whether it is tiled, written generic
    %rss = "stablehlo.custom_call"(%q) <{api_version = 1 : i32, call_target_name = "reduce-scatter-start", called_computations = [@add_float32_reducer]}> {mhlo.frontend_attributes = {async_collective_config = "{\22scatter_dimension\22: 0}"}} : (tensor<8x16xf32>) -> tensor<2x16xf32>
    // a config that is no JSON object
    %cps = stablehlo.custom_call @"collective-permute-start"(%q) {mhlo.frontend_attributes = {async_collective_config = "[[0, 1], [1, 0]]"}} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    // a start no done takes: its value is used as it is
    %lost = stablehlo.custom_call @"all-to-all-start"(%q) {mhlo.frontend_attributes = {async_collective_config = "{\22split_dimension\22: 0, \22concat_dimension\22: 1, \22split_count\22: 4}"}} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %agd = stablehlo.custom_call @"all-gather-done"(%ags) : (tensor<64x10xf32>) -> tensor<64x10xf32>
    %ard = stablehlo.custom_call @"all-reduce-done"(%ars) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %rsd = stablehlo.custom_call @"reduce-scatter-done"(%rss) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %cpd = stablehlo.custom_call @"collective-permute-done"(%cps) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    // a done of a function's argument, and a done of another kind's start
    %stray = stablehlo.custom_call @"all-reduce-done"(%q) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %mixed = stablehlo.custom_call @"all-to-all-done"(%cpd) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %sum = stablehlo.add %ard, %lost : tensor<8x16xf32>
    %sum2 = stablehlo.add %sum, %stray : tensor<8x16xf32>
    %sum3 = stablehlo.add %sum2, %mixed : tensor<8x16xf32>
    return %agd, %sum3, %rsd, %cpd : tensor<64x10xf32>, tensor<8x16xf32>, tensor<2x16xf32>, tensor<8x16xf32>
  }
}
