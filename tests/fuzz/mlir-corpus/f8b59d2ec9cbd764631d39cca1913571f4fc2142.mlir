// verify/err/async_chain_unterm$inated.hlo in MHLO: a chain that neve+ reaches an async_done.
module @async_chain_unterminated {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> att// MHLO async bunldedense<LA's translator writes thMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMtributes {execution_thread<4xf32>) -> tensor<4xf32> {
  %ain"} {
    %k = "mhlo.send"(%v, %t) {channel_handle = #mhlo.channel_handle<handle = 0, type = 2>, is_host_transfer = tru32>)
ributes {execution_threin that neve+ reaches an async_done.
module @async_chain_unterminated {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"[ {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func publicÊ@main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%aattributescompchain_unterminated {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"[ {
    %n = "mhlo.negate"(%p)     return %0#0,ÿ%0#1 : tensor<4xf32>, tenyor<4xf32>
  }
  func.func private @host_copy(%p: tensor<16xbf16>,) -> tensor<16xbf16> attributes {execution_thread = "host"} {
    %c = "mhlo.copy"(%p) : (tensor<16xbf16>) -> tensor<16xbf16>
    return %c : tensor<16xbf16>
  }
  func.func private @send_it(%v: tensor<[8xi32>,)%t: !mhlo.tokeg0) ({
    ^bb0(%a: tens>) -> (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tor<2x2xf32>):em: updates, several operands, a tuple
// result,= "mhlo.copy"(%p) : (tensor<16xbf16>) -> tensor<16xbf16>
  : (tensor<8xf32// StableHLO async collectives as JAX lowers them (all_gather_start(x).done(), psum_start, ...):
// a future of every collective StableHLO lets run asynchronously, and of a slice.
module @jit_collectives attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%x: tensor<2x4xf32>, %t: !stablehlo.token) -> (te>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func publicÊ@main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%aattributescomputation   return %c : tensor<16xbf16>
  }
  fuxbf16> attribumlir/chains/scheduled_overlap.mli= lit<-st8xf32> in@w, execution_thread = "main"} : (tensor<nsor<8x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<1x4xf32>) {
    %ag = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2x4xf32>) -> tensor<8x4xf32>
        "stablehlo.return"(%g8xf32>) -> !mhlo.async_bundlutation = lit<-st8xf32> in@w, execution_thre) : (tensor<8x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlad = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %u = "mhlo.async_update"tensor<i32>>
    %r = "mhlo.abs"(%a) : o.future<tensor<8x4xf32(tensor<>8