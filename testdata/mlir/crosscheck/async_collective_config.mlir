// verify/err/async_collective_config.hlo as JAX's StableHLO writes it (the config's quotes as
// MLIR's printer writes them, \22): each config XLA's rewriter refuses, one reason each.
module @async_collective_config attributes {mhlo.num_partitions = 4 : i32} {
  func.func private @add(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
    %s = stablehlo.add %a, %b : tensor<f32>
    return %s : tensor<f32>
  }
  func.func public @main(%p: tensor<16x10xf32>, %q: tensor<6x16xf32>, %d: tensor<?x16xf32, #stablehlo.bounds<8, ?>>) -> (tensor<64x10xf32>, tensor<8x16xf32>, tensor<2x16xf32>, tensor<6x16xf32>, tensor<6x16xf32>, tensor<8x16xf32>, tensor<64x10xf32>, tensor<6x16xf32>, tensor<64x10xf32>, tensor<8x16xf32>, tensor<64x10xf32>, tensor<8x16xf32>, tensor<6x16xf32>, tensor<64x10xf32>, tensor<6x16xf32>, tensor<3x16xf32>) {
    %ag_nodim = stablehlo.custom_call @"all-gather-start"(%p) {mhlo.frontend_attributes = {async_collective_config = "{\22replica_groups\22: [[0, 1, 2, 3]]}"}} : (tensor<16x10xf32>) -> tensor<64x10xf32>
    %ar_noreducer = stablehlo.custom_call @"all-reduce-start"(%q) {mhlo.frontend_attributes = {async_collective_config = "{\22replica_groups\22: [[0, 1, 2, 3]]}"}} : (tensor<6x16xf32>) -> tensor<6x16xf32>
    %rs_untiled = stablehlo.custom_call @"reduce-scatter-start"(%q) {called_computations = [@add], mhlo.frontend_attributes = {async_collective_config = "{\22scatter_dimension\22: 0, \22tiled\22: false, \22replica_groups\22: [[0, 1, 2, 3]]}"}} : (tensor<6x16xf32>) -> tensor<6x4xf32>
    %a2a_count = stablehlo.custom_call @"all-to-all-start"(%q) {mhlo.frontend_attributes = {async_collective_config = "{\22split_dimension\22: 0, \22concat_dimension\22: 1, \22split_count\22: 4}"}} : (tensor<6x16xf32>) -> tensor<6x16xf32>
    %a2a_zero = stablehlo.custom_call @"all-to-all-start"(%q) {mhlo.frontend_attributes = {async_collective_config = "{\22split_dimension\22: 1, \22concat_dimension\22: 1, \22split_count\22: 0}"}} : (tensor<6x16xf32>) -> tensor<6x16xf32>
    %a2a_dyn = stablehlo.custom_call @"all-to-all-start"(%d) {mhlo.frontend_attributes = {async_collective_config = "{\22split_dimension\22: 1, \22concat_dimension\22: 1, \22split_count\22: 4}"}} : (tensor<?x16xf32, #stablehlo.bounds<8, ?>>) -> tensor<8x16xf32>
    %ag_json = stablehlo.custom_call @"all-gather-start"(%p) {mhlo.frontend_attributes = {async_collective_config = "{all_gather_dimension: 0}"}} : (tensor<16x10xf32>) -> tensor<64x10xf32>
    %cp_pairs = stablehlo.custom_call @"collective-permute-start"(%q) {mhlo.frontend_attributes = {async_collective_config = "{\22permutation\22: [[0, 1, 2]]}"}} : (tensor<6x16xf32>) -> tensor<6x16xf32>
    %ag_range = stablehlo.custom_call @"all-gather-start"(%p) {mhlo.frontend_attributes = {async_collective_config = "{\22all_gather_dimension\22: 2}"}} : (tensor<16x10xf32>) -> tensor<64x10xf32>
    %rs_notiled = stablehlo.custom_call @"reduce-scatter-start"(%q) {called_computations = [@add], mhlo.frontend_attributes = {async_collective_config = "{\22scatter_dimension\22: 0}"}} : (tensor<6x16xf32>) -> tensor<8x16xf32>
    %ag_none = stablehlo.custom_call @"all-gather-start"(%p) : (tensor<16x10xf32>) -> tensor<64x10xf32>
    %rs_backend = stablehlo.custom_call @"reduce-scatter-start"(%q) {called_computations = [@add], backend_config = "{\22scatter_dimension\22: 0, \22tiled\22: true, \22replica_groups\22: [[]]}"} : (tensor<6x16xf32>) -> tensor<8x16xf32>
    %a2a_range = stablehlo.custom_call @"all-to-all-start"(%q) {backend_config = "{\22split_dimension\22: 0, \22concat_dimension\22: 5, \22split_count\22: 2}"} : (tensor<6x16xf32>) -> tensor<6x16xf32>
    %ag_empty = stablehlo.custom_call @"all-gather-start"() {mhlo.frontend_attributes = {async_collective_config = "{\22all_gather_dimension\22: 0}"}} : () -> tensor<64x10xf32>
    %d14 = stablehlo.custom_call @"all-gather-done"(%ag_empty) : (tensor<64x10xf32>) -> tensor<64x10xf32>
    %tp = stablehlo.tuple %q, %q : tuple<tensor<6x16xf32>, tensor<6x16xf32>>
    %a2a_tuple = stablehlo.custom_call @"all-to-all-start"(%tp) {mhlo.frontend_attributes = {async_collective_config = "{\22split_dimension\22: 0, \22concat_dimension\22: 1, \22split_count\22: 4}"}} : (tuple<tensor<6x16xf32>, tensor<6x16xf32>>) -> tensor<6x16xf32>
    %rs_tuple = stablehlo.custom_call @"reduce-scatter-start"(%tp) {called_computations = [@add], mhlo.frontend_attributes = {async_collective_config = "{\22scatter_dimension\22: 0, \22tiled\22: false, \22replica_groups\22: [[0, 1, 2, 3]]}"}} : (tuple<tensor<6x16xf32>, tensor<6x16xf32>>) -> tensor<3x16xf32>
    %d15 = stablehlo.custom_call @"all-to-all-done"(%a2a_tuple) : (tensor<6x16xf32>) -> tensor<6x16xf32>
    %d16 = stablehlo.custom_call @"reduce-scatter-done"(%rs_tuple) : (tensor<3x16xf32>) -> tensor<3x16xf32>
    %d11 = stablehlo.custom_call @"all-gather-done"(%ag_none) : (tensor<64x10xf32>) -> tensor<64x10xf32>
    %d12 = stablehlo.custom_call @"reduce-scatter-done"(%rs_backend) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %d13 = stablehlo.custom_call @"all-to-all-done"(%a2a_range) : (tensor<6x16xf32>) -> tensor<6x16xf32>
    %d1 = stablehlo.custom_call @"all-gather-done"(%ag_nodim) : (tensor<64x10xf32>) -> tensor<64x10xf32>
    %d2 = stablehlo.custom_call @"all-reduce-done"(%ar_noreducer) : (tensor<6x16xf32>) -> tensor<8x16xf32>
    %d3 = stablehlo.custom_call @"reduce-scatter-done"(%rs_untiled) : (tensor<6x4xf32>) -> tensor<2x16xf32>
    %d4 = stablehlo.custom_call @"all-to-all-done"(%a2a_count) : (tensor<6x16xf32>) -> tensor<6x16xf32>
    %d5 = stablehlo.custom_call @"all-to-all-done"(%a2a_zero) : (tensor<6x16xf32>) -> tensor<6x16xf32>
    %d6 = stablehlo.custom_call @"all-to-all-done"(%a2a_dyn) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %d7 = stablehlo.custom_call @"all-gather-done"(%ag_json) : (tensor<64x10xf32>) -> tensor<64x10xf32>
    %d8 = stablehlo.custom_call @"collective-permute-done"(%cp_pairs) : (tensor<6x16xf32>) -> tensor<6x16xf32>
    %d9 = stablehlo.custom_call @"all-gather-done"(%ag_range) : (tensor<64x10xf32>) -> tensor<64x10xf32>
    %d10 = stablehlo.custom_call @"reduce-scatter-done"(%rs_notiled) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    return %d1, %d2, %d3, %d4, %d5, %d6, %d7, %d8, %d9, %d10, %d11, %d12, %d13, %d14, %d15, %d16 : tensor<64x10xf32>, tensor<8x16xf32>, tensor<2x16xf32>, tensor<6x16xf32>, tensor<6x16xf32>, tensor<8x16xf32>, tensor<64x10xf32>, tensor<6x16xf32>, tensor<64x10xf32>, tensor<8x16xf32>, tensor<64x10xf32>, tensor<8x16xf32>, tensor<6x16xf32>, tensor<64x10xf32>, tensor<6x16xf32>, tensor<3x16xf32>
  }
}
