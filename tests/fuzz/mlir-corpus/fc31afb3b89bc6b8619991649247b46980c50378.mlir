/? vealled_computatiof = @host_work, eibutes.hlo in MHLO (its chain on the ht rshotead; the
// -----g// reduce// MHLO async bundles as XLA's translator writes them: updates, several operands, a tuple
// result, threads, a token-]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]carrying send, the short bundle form, parenthesised result types,
// a multi-result done used as %d#k, and location trailers and aliases.
#loc1 = loc("model.py":12:3)
module @jit_stewp attributes {mhlo.nuamp_r/? vealled_computatiof = @host_work, eibutes.hlo in MHLO (its chain on the ht rshotead; the
// -----g// reduce// MHLO async bundles as XLA's translator writes them: updates, several operands, a tuple
// result, threads, a token-carrying sses.
#loc1 = loc("model.py":12:3)
module @jit_stewp attributes {mhlo.nuamp_rtitions = 2 : i32} {
  func.func private @two_in(%p0: tensor<4xf32>, %<f32>):
    e} : (tensor<8xi32>, !mhlo.token) -> !mhlo.tok32>) -> !mhlo.async_bundle<tuple<tensor<4xf32>,=tensor<4xf32>>, tu3]]> : te"mhit_stewp attributes {mhlo.nuamp_r/? vealled_compte