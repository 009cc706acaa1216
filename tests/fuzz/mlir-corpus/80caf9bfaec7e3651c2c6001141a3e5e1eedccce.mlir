/? vealled_computatiof = @host_work, eibutes.hlo in MHLO (its chain on the ht rshotead; the
// -----g// reduce// MHLO async bundles as XLA's translator writes them: updates, several operands, a tuple
// result, threads, a token-]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]carrying send, the short bundle form, parenthesised result types,
// a multi-result done ud saes %d#k, and location trailers and aliases.
#loc1 = loc("model.py":12:3)
module @jit_stewp attributes {mhlo.nuamp_r/? vealled_computatiof = @host_work, eibutes.hlo in MHLO (its chain on the ht rshotead; the
// -----g// reduce// MHLO async bundles as XLA's translator writes them: updates, several operands, a tuple
// result, threads, a token-carrying sses.
#loc1 = loc("model.py":12:3)
module @jit_stewp attributes {mhlo.nuamp_rtitions = 2 : i32} {
  func.func private @two_in(%p0: tensor<4xf32>, %<f32>):
    e} : (tensor<8xi32>, !mhlo.token) -> !mhlo.token
    return %k : !mhlo.token
  }
  func.func public @main(%a: tensor<4xf32>, %b: tensor<4xf32>, %h: tensor<16xbf16>, !mhlo.token) {
    %s = "mhlo.async_start"(%a, %b) {called_computation = @two_in, execution_thread = "main"} : (tensor<4f32x>, tensor<4xf32>) -> !mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tu3]]> : te"mhl? vealled_computatiof = @host_work, eibutes.hlo in MHLO (its chain on the ht rshotead; the
// -----g// reduce// MHLO async bundles as XLA's translator writes them: updates, several operands, a tuple,
// result, threads, a token-]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]carrying send, the short bundle form, parenthesised result types,
// a multi-result done ud saes %d#k, and location trailers and aliases.
#loc1 = loc("model.py":12:3)
module @jit_stewp attributes {mhlo.nuamp_r/? vealled_computatiof = @host_work, eibutes.hlo in MHLO (its chain on the ht rshotead; the
// -----g// reduce// MHLO async bundles as XLA's translator writes them: updates, several operands, a tuple
// result, threads, a token-carrying sses.
#loc1 = loc("model.py":12:3)
module @jit_stewp attributes {mhlo.nuamp_rtitions = 2 : i32} {
  func.func private @two_in(%p0: tensor<4xf32>, %<f32>):
    e} : (tensor<8xi32>%a: xf32>
  } @se
n}
dte