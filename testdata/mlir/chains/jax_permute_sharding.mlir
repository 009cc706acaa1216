// A JAX module as jit(shard_map(ppermute)) lowers it: the sharding custom-calls around the
// manual region only annotate (no kernel runs for them); the one collective_permute is
// synchronous, and the totals' communication is its time.
module @jit_shift attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%x: tensor<64x256xbf16> {mhlo.sharding = "{devices=[4,1]<=[4]}"}) -> (tensor<64x256xbf16> {jax.result_info = "result"}) {
    %r = call @shmap(%x) : (tensor<64x256xbf16>) -> tensor<64x256xbf16>
    return %r : tensor<64x256xbf16>
  }
  func.func private @shmap(%a: tensor<64x256xbf16>) -> tensor<64x256xbf16> {
    %s0 = stablehlo.custom_call @Sharding(%a) {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<64x256xbf16>) -> tensor<64x256xbf16>
    %m = stablehlo.custom_call @SPMDFullToShardShape(%s0) {mhlo.sharding = "{manual}"} : (tensor<64x256xbf16>) -> tensor<16x256xbf16>
    %y = stablehlo.tanh %m : tensor<16x256xbf16>
    %p = "stablehlo.collective_permute"(%y) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> : (tensor<16x256xbf16>) -> tensor<16x256xbf16>
    %s1 = stablehlo.custom_call @Sharding(%p) {mhlo.sharding = "{manual}"} : (tensor<16x256xbf16>) -> tensor<16x256xbf16>
    %f = stablehlo.custom_call @SPMDShardToFullShape(%s1) {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<16x256xbf16>) -> tensor<64x256xbf16>
    %g = "stablehlo.custom_call"(%f) {call_target_name = "xla.sdy.FuncResultSharding", mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<64x256xbf16>) -> tensor<64x256xbf16>
    return %g : tensor<64x256xbf16>
  }
}
