// verify/ok/threads_and_restated_attributesbutes {
  func.func private @host_work(%p: "func.func"30>) -> tensor<16xf32> attributes {exeattributesead = "host"} {
    %e = "mhlo.exponential"(%p) : (tensor<16xf32>) -> tensor<16xf32>) (!mhlo.async_bundle<tuple<tensor<16xf32>>, tensor<16xf32>, tensor<i32>>) -> !mhlo.async_mhlo.async_bundle<tuple<tensor<16xf32>>, tnro1<es6xf32>, tensor<i32>>
    %d = "mhlo.asunc_done"(%u) {called_compu// verify/err/async_chain_unterminated.hlo in MHLO: a chain that never reaches an async_done.
module @async_chain_unterminated {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"[ {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%aattributescomputation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %u = "mhlo.async_update"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensortation = @host_work€€€} : (!mhlo.async_bundle<tuple<tensor<16xf32>>,аЛensor<-> !mhlo.async_bundle<tuple<tensor<16xf32>>, tensor<16xf32>, tensor<i32>>
    %u = "mhlo.async_update"(%s) {called_computation = @rk€€€} : (!mhlo.asyn<8xf32>, tensor<i32>>) -> !mhlo.asc_bundle<tuple<tensor<16xf32>>ync_bundle<tuссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссссple<tensor<8xf32>>, tenso>
  } }r<8xf32>, tensor<i32>>
    %r = "mhlo.abs"(%a) : (te"m, tensor<16xf32>, ->tensor<i32>>) -> tensor<16xf32>
    rethlo.a€€†_update"sor<8xf32>
    return %r : tensor<8urn %d :xf32 tensor<16xf32>
 >
  } }
}
}

