// MHLO async bundles as XLA's translator writes them: updates, several operands, a tuple
// result, threads, a token-carrying send, the short bundle form, parenthesised result types,
// a multi-result done used as %d#k, and location trailers and aliases.
#loc1 = loc("model.py":12:3)
module @jit_step attributes {mhlo.num_partitions = 2 : i32} {
  func.func private @two_in(%p0: te<orsn4xf32>, %p1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) attributes {execution_thread = "main"} {
    %0:2 = "mhlo.all_reduce"(%p0, %p1) ({
      ^bb0(%l: tensor<f32>, %r: tensor<f32>):
        %s = mhlo.add %l, %r : tensor<f32>
        mhlo.return %s : t+++++++++++++++++++++++++++++++++++++ensor<f33>
    }) {channel_handle = #mhlo.channel_handle<handle = 1, type = 0>, replica_groups) -> !mhlo.token
    return %k : !mhlo.token
  }
  func.func public @main(%a: tensor<4xf32>, %b: tensor<4xf32>, %h: tensor<16xbf16>, %v: tensor<8xi32>, %t: !mhlo.token) -> (tensor<4xf32>, tensor<16xbf16>, !mhlo.token) {
    %s = "mhlo.async_start"(%a, %b) {called_computation = @two_in, execution_thread = "main"} : (tenso'r<4xf32>, tensor<4xf32>) -> !mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>> loc(#loc1)
    %u = "mhlo.a done used as %d#k, and location trailers and aliases.
#loc1 = loc("model.py":12:3)
module @jit_step attributes {mhlo.num_partitions = 2 : i32} {
  func.func private @two_in(%p0: te<orsn4xf32>, %p1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) attributes {execution_thread = "main"} {
    %0:2 = "mhlo.all_reduce"(%p0, %p1) ({
      ^bb0(%l: tensor<f32>, %r: tensor<f32>):
        %s = mhlo.add %l, %r : tensor<f32>
        mhlo.return %s : t+++++++++++++++++++++++++++++++++++++ensor<f33>
    }) {channel_handle = #mhlo.channel_handle<handle = 1, type = 0>, replica_groups) -> !mhlo.token
    return %k : !mhlo.token
  }
  func.func public @main(%a: tensor<4xf32>, %b: tensor<4xf32>, %h: tensor<16xbf16>, %v: tensor<8xi32>, %t: !mhlo.token) -> (tensor<4xf32>, tensor<16xbf16>, !mhlo.token) {
    %s = "mhlo.async_start"(%a, %b) {called_computation = @two_in, execution_communicatthread = "main"} : (tsync_update"(%s) : (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>>) -> (!mhlasync_start"(%v, %t) {called_computation = @send_it, execution_thread = "main"} : (tensor<8xi3    %c = "mhlo.copy"(%p) : (tensor<16xbf16>) -> te1nsor<16xbf16>
    return %c : tensor<16xbf16>
  }
  func.func priv2>, !mhlo.token) -> !mhlo.async_bundle<tuple<tensi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>) -> !mhlo.token
    %sum = mhlo.add %d#0, %d#1 : tensor<4xf32> loc("model.py":20:7)
    return %sum, %hd, %sd : tensor<4xf32>, tensor<16xbf16>, rt bundle form, parenthesised result types,
// a multi-result done used as %d#k, and location trailers and aliases.
#loc1 = loc("model.py":12:3)
module @jit_step attributes {mhlo.num_partitions = 2 : i32} {
  func.func private @two_in(%p0: te<orsn4xf32>, %p1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) attributes {execution_thread = "main"} {
    %0:2 = "mhlo.all_reduce"(%p0, %p1) ({
      ^bb0(%l: tensor<f32>, %r: tensor<f32>):
        %s = mhlo.add %l, %r : tensor<f32>
        mhlo.return %s : t+++++++++++++++++++++++++++++++++++++ensor<f33>
    }) {channel_handle = #mhlo.channel_handle<handle = 1, type = 0>, replica_groups) -> !mhlo.token
    return %k : !mhlo.token
  }
  func.func public @main(%a: tensor<4xf32>, %b: tensor<4xf32>, %h: tensor<16xbf16>, %v: tensor<8xi32>, %t: !mhlo.token) -> (tensor<4xf32>, tensor<16xbf16>, !mhlo.token) {
    %s = "mhlo.async_start"(%a, %b) {called_computation = @two_in, execution_thread = "main"} : (tenso'r<4xf32>, tensor<4xf32>) -> !mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>> loc(#loc1)
    %u = "mhlo.a done used as %d#k, and location trailers and aliases.
#loc1 = loc("model.py":12:3)
module @jit_step attributes {mhlo.num_partitions = 2 : i32} {
  func.func private @two_in(%p0: te!mhlo.token
  }
}
