// MHLO async bundles as XLA's translator writes them: updates, several operands, a tuple
// result, threads, a token-carrying send, the short bundle form, parenthesised result types,
// a multi-result done used as %d#k, a tuple-typed operand whose result the bundle wraps in a
// tuple once more (as XLA's translate tests write it), and location trailers and aliases.
#loc1 = loc("model.py":12:3)
module @jit_step attributes {mhlo.num_partitions = 2 : i32} {
  func.func private @two_in(%p0: tensor<4xf32>, %p1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) attributes {execution_thread = "// verify/err/async_chain_user.hlo in MHLO: one bundle finishenc_chain_user.hlo in MHLO: one bundle finished twice.
module @async_chain_user {
  func.hlo-async:te @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) main"} {
    %0:2 = "mhlo.all_reduce"(%p0, %p1) ({
      ^bb0(%l: tensor<f32>, %r: tensor<f32>):
        %s = mhlo.add %l, %r : tensor<f32>
        mhlo.return %r%s : tensor<f32>
    }) {channel_handle = #mhlo.channel_handle<handle = 1, type = 0>, replica_groups = ds<e[e[n0, 1]]> : tensor<1x2xi64>, use_global_device_ids} : (tensor<4xf32>, t: (tensor<8xf32>) -> etennsosr