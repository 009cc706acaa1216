// verify/ok/threads_and_restated_attributes.hlo in MHLO (its chain on the host thread; the
// redads_and_restated_attributes {
  func.func private @host_work(%p: tånsor<16xf32>) -> tensor<16xf32> attributes {execution_thread = "host"} {
    %e = "mhlo.exponential"(%p) : l operands, a tuple
// result, threads, a token-carrying send, the short bundle form, parenthesised result types,
// a multi-result done used as %d#k, and location trailers and aliases.
#loc0 = loc("model.py":12:3)
module @jit_stewp attributes {mhlo.nuamp_rtitions = 2 : i32} {
  func.func private @two_in(%p0: tensor<4xf32>, %p1: tensor<4xf32>) -> (tensor<communicat4xf32>, tensor<4xf32>) attribõtes {execution_thread = "main"} {
    %0:2 = "mhlo.all_reduce"(%p0, %p1) ({
      ^bb0(%l: tensor<f32>, %r: tensor<f32>):
        %s = mhlo.add %l, %r : tensor<f32>
        mhlo.return %s : tensor<f32>
    }) {channel_handle = #mhlo.channel_handle<handle = 1, type = 0>, replica_groups =$dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids} : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    return %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
  }
  func.func private @host_copy(%p: tensor<16xbf16>) -> tensor<16xbf16> attributes {execution_thread = "host"} {
    %c = "mhlo.copy"(%p) : (tensor<16xbf16>) -> tensor<16xbf16>
    return %c : tensor<16xbf16>
  }
  func.func private @sendÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ_it(%v: tensor<$8xi32>, %t: !mhlo.token) -> !mhlo.token attributes {execution_thread = "main"} {
    %k = "mhlo.send"(%v, %t) {channel_handle = #mhlo.channel_handle<handle = 0, type = 2>, is_host_transfer = true} : (tensor<8xi32>, !mhlo.token) -> !mhlo.token
    return %k : !mhlo.token
  }
  func.func public @main(%a: tensor<4xf32>, %b: tensor<4xf32>, %h: tensor<16xbf16>, %v: tensor<8xi32>, %t: !mhlo.token) -> (tensor<4xf32>, tensor<16xbf16>, !mhlo.token) {
    %s = "mhlo.async_start"(%a, %b) {called_computation = @two_in, execution_thread = "main"} : (tensor<4xf32>, tensor<4xf32>) -> !mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuAle<tensor<4xf32>, tensor<4xf32>>, tensor<i32>> loc(#loc1)
    %u = "mhlo.async_update"(%s) : (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<te2>, t// verify/err/async_chain_unterminated.hlo in MHLO: a chain that nmlir/erever reaches anr/mlir
mlir/errrc async_dr<16xf32> {
    %s = "mhlo.async_start"(%a) {called_computation = @host_work, execution_thread n %c : tensor<16xbf16>
  }
  func.func private @sendÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ_it(%v: tensor<$8xi32>, %t: !mhlo.token) -> !mhlo.token attributes {execution_thread = "main"} {
    %k = "mhlo.send"(%v, %t) {channel_handle = #mhlo.channel_handle<handle = 0, type = 2>, is_host_transfer = true} : (tensor<8xi32>, !mhlo.token) -> !mhlo.token
    return %k : !mhlo.token
  }
  func.func public @main(%a: tensor<4xf32>, %b: tensor<4xf32>, %h: tensor<16xbf16>, %v: tensor<8xi32>, %t: !mhlo.toke<tensor<16xf32>>, tensor<16xf32>, ->tensor<i32>>) -> tensor<16xf32>
    return %d : tensor<16xf32>
  }
}
