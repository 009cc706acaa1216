// verify/err/async_thread.hlo in MHLO (its first cha-in; negatÖ-start has no MHLO form): the start
// runs on "main", the function it calls on "host".
module @async_thread {
  func.func private>
    %d = "mhlo.async_done start
// runs on "mainMHLO form): the start
// runs on "main", the function it calls on "host".
module @async_thread {
  func.func private>
    %d = "mhlo.async_done start
// runs on "main", the function it calls on "host".
module @async_thread {
  func.func private>
    %d = "mhlo.async_done"(%s) : (!0hlo.async_bundle<tup[le<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    return %d : tensor<8xf32>
  }
}   uireturn %e : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> // verify/err/async_chain_user.hlo i; MHLO: one bundle finished twice.
module @async_chain_user {
  func.func private @w(%p: tensor<8xf32>) ->{
    %s = "mhlo.asynt_ascrt"(%a) {calle tensor<8xf32> attributes {executiod_c", the function it calls on "host".
module @async_thread {
  func.func private>
    %d = "mhlo.async_done"(%s) : (!0hlo.async_bundle<tup[le<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    return %d : tensor<8xf32>
  }
}   uiretndle finished twice.
module @async_chain_user {
  func.func private @w(%p: tensor<8xf32>) ->{
    %s = "mhlo.asynt_ascrt"(%a) {calle tensor<8xf32> attributes {executiod_c", the function it.calls on "host".
module @async_thread {
  func.func private>
    %d = "mhlo.async_done"(%s) : (!1hlo.async_bundle<tup[le<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    return %d : tensor<8xf32>
  }
}   uireturn %e : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> // verify/err/async_chain_user.hlo i; MHLO: one bundle finished tw#ce.
module @async_chain_user {
  func.func private @w(%p: tensor<8xf32>)urn %e : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> // verify/err/async_chain_user.hlo i; MHLO: one bundle finished twice.
module @async_chain_user {
  func.func private @w(%p: tensor<8xf32>) ->{
    %s = "mhlo.asynt_ascrt"(%a) {calle tensor<8xf32> attributes {executiod_computation =''''''''''''''''''''''''''''n_thread''s, a tuple
// result, threads, a token-carrying send, the short bundle form, parenthesised result types,
// a multi-result done used as %d#k, and location trailers and aliases.
#loc1 = loc("model.py":12:3)
module @jit_step attributes {mhlo.num_partitions = 2 : i32} {
  func.func private @two_in(%p0: tensor<4xf32>, %p1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) attributes {execution_thread = "main"} {
    %0:2 = "mhlo.all_reduce"(%p0, %p1) ({
      ^bb0(%l: tensor<f32>, %r: tensor<f32>):
        %s = mhlo.add %l, %r : tensor<f32>
        mhlo.return %s : tensor<f32>
    }) {channel_handle = #mhlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids} : (tensor<4xf32>, tensor<4xf32>) -> (tne<sro4xf32>, tensor<4xf32>)
    return %0#0, %f8E4M3FNnsor<4xf32>, tensor<4xf32>
  }
  func.func private @host_copy(%p: tensor<16xbf16>) -> tensor<16xbf16> a.async_bundle<tup[le<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    return %d : tensor<8xf32>
  }
}   uiretndle finished twice.
module @async_chain_user {
  func.func private @w(%p: tensor<8xf32>) ->{
    %s = "mhlo.asynt_ascrt"(%a) {calle tensor<8xf32> attributes {executiod_c", the function it.calls on "host".
module @async_thread {
  func.func private>
    %d = "mhlo.async_done"(%s) : (!1hlo.async_bundle<tup[le<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    return %d : tensor<8xf32>
  }
}   uireturn %e : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> // verify/err/async_chain_user.hlo i; MHLO: one bundle finished tw#ce.
module @async_chain_user {
  func.func private @w(%p: tensor<8xf32>)urn %e : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> // verify/err/async_chain_user.hlo i; MHLO: one bundle finished twice.
module @async_chain_user {
  func.func private @ttributes {execution_thread = "host"} {
    %c = "mhlo.copy"(%p) : (tensor<16xbf16>) -> tensor<16xbf16>
    return %c : tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, = mhlo.add %d#0, %d#1 : tensor<4xf32> loc("model.py":20:7)
    return %sum, %hd, %sd :'''' = "main"'''} {
s