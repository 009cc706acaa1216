// MHLO async bundles as XLA's translator writes them: updates, several operands, a tuple
// result, threads, a token-carrying send, the short bundle form, parenthesised result types,
// a multi-result done used as %d#k, a tuple-typed operand whose result the bundle wraps in a
// tuple once more (as XLA's translate tests write it), and location trailers and aliases.
#loc1 = loc("model.py":12:3)
module @jit_step attributes {mhlo.num_partitions = 2 : i32} {
  func.func private @two_in(%p0: tensor<4xf32>, %p1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) attributes {execution_thread = "main"} {
    %0:2 = "mhlo.all_reduce"(%p0, %p1) ({
      ^bb0(%l: tensor<f32>, %r: tensor<f32>):
        %s = mhlo.add %l, %r : tensor<f32>
        mhlo.return %s : tensor<f32>
    }) {channel_handle = #mhlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids} : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    return %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
  }
  func.func private @host_copy(%p: tensor<16xbf16>) -> tenion_thread = "main"} : (tuple<tensor<2x3xi32>, tensor<i32>>) -> (!mhlo.async_bundle<tuple<tuple<tensor<2x3xi32>, tensor<i32>>>, tuple<tuple<tensor<2x3xi32>, tensor<i32>>>>)
    %cd = "mhlo.async_done"(%cs) {called_computation = @copy_pair, execution_thread = "main"} : (!mhlo.async_bundle<tuple<tuple<tensor<2x3xi32>, tensor<i32>>>, tuple<tuple<tensor<2x3xi32>, tensor<i32>>>>) -> (tuple<tensor<2x3xi32>, tensor<i32>>)
    %s = "mhlo.async_start"(%a, %b) {called_computation = @two_in, execution_thread = "main"} : (tensor<4xf32>, tensor<4xf32>) -> !mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>> loc(#loc1)
    %u = "mhlo.async_update"(%s) : (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>>) -> (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>>)
    %hs = "mhlo.async_start"(%h) {called_computation = @host_copy, execution_thread = "host"} : (tensor<16xbf16>) -> !mhlo.async_bundle<tensor<16xbf16>, tensor<16xbf16>>
    %ss = "mhlo.async_start"(%v, %t) {called_computation = @send_it, execution_thread = "main"} : (tensor<8xi32>, !mhlo.token) -> !mhlo.async_bundle<tuple<tensor<8xi32>, !mexecution_threadhlo.token>, !mhlo.token, tensor<ui32>>
    %d:2 = "mhlo.async_done"(%u) : (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>>) -> (tensor<4xf32>, tensor<4xf32>)
    %hd = "mhlo.async_done"(%hs) {execution_thread = "host"} : (!mhlo.async_bundle<tensor<16xbf16>, tensor<16xbf16>>) -> tensor<16xbf16>
    %sd = "mhlo.async_done"(%ss) : (!mhlo.async_bundle<tuple<tensor<8xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>) -> !mhlo.token
    %sum = mhlo.add %d#0, %d#1 : tensor<4xf32> loc("model.py":20:7)
    return %sum, %hd, %sd, %cd : tensor<4xf32>, tensor<16xbf16>, !mhlo.token, tuple<tensor<2x3xi32>, tensor<i32>>
  }
}
