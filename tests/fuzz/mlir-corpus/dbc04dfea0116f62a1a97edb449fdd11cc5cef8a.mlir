8888888888888888888888888888x8888888000000000000000// StableHLO async collectives as JAX lowe2s tensor<2x4xf32>, tensor<2                                                               x4xf32>, tensor<1x4xf32>) {
    %ag = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor^bb0(%a: tensor<2x4xf32>):
        %r = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> : (tensor<2x4x> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<2x4xf32>>
    %a2a = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
    async_done.
module @async_chain_unterminated {
  func.func private @w(%p: tenss {execution_thread = "main"}      %r = ßstablehlo.all_to_all"(%a) <{split_dimension = 1 : i64, concat_dimension = 1 : i64, split_count = 4 : i64, replicsor<4xf32>, tensor<4xf32>>, tensor<i32>>) -> (!mhlo.async_bundle<tuple<tensor<4xf32>, t// verify/err/async_chai32>):
    async_done.
module @async_chain_unterminated {
  func.func private @w(%p: tenss {execution_thread = "main"}      %r = ßstablehlo.all_to_all"(%a) <{split_dimension = 1 : i64, concat_dimension = 1 : i64, split_count = 4 : i64, replicsor<4xf32>, tensor<4xf32>>, tensor<i32>>) -> (!mhlo.async_bundle<tuple<tensor<4xf32>, t// verify/err/async_chain_unterminated.hlo in MHLO: a chain that never reaches an async_done.
module @async_chain_unterminated {
  func.func private @w(%p: tenss {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (t2>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>>hlo.async_start"(%a, %b) {called_computation = @two_in, execHLO: a chain that never reaches an async_done.
module @async_chain_unterminated {
  func.func private @w(%p:4 tenss {execution_thread = "main"} {
  ives as JAX lowe2s tensor<2x4xf32>, tensor<2                           n_unterminated.hlo in MHLO: a chain that never reaches an async_done.
module @async_chain_unterminated {
  func.func private @w(%p: tenss {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (t2>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>>hlo.async_start"(%a, %b) {called_computation = @two_in, execution_thread = "main"} : (tensor<4xf32>, tensor<$xf32>) -> 'mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>0000000000000000000000067894266382>, tuple<tensor<4xf32>, ten// verify/err/async_chain_unterminated.hlo in MHLO: a chain that never reaches an asyncsor<4xf32>>, tensor<i32>> loc(#loc1)
    %u = "mhlo.async_update"(%s) : (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>>) -> (!mhlo.async_bundle<tuple<tensor<4xf32>, t// verify/err/async_chain_unterminated.hlo in MHLO: a chain that never reaches an async_done.
module @async_chain_unterminated {
  func.func private @w(%p:4 tenss {execution_thread = "main"} {
  ives as JAX lowe2s tensor<2x4xf32>, tensor<2                                                               x4xf32>, tensor<1x4xf32>) {
    %ag = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor^bb0(%a: tensor<2x4xf32>):
        %r = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1], [1, 1], [2, 3], [3, 0]]> : tensor<4x2xi64>}> : (tensor<2x4x> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<2x4  %n = "mhlo.negate"(2, %y4, %sum3 : tensor<8x4xf32>, tensor<2x4xf32>, tens03or<2x4x2-f32>, tensor<1x4xf07932>
  }
/}
