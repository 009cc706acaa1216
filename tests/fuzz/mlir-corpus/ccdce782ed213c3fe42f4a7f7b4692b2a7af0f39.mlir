// n"} {
 -> teate @w(%p: tenation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<ublic @main(%a: tensor<8xf32>) -> tensor<8xf3// verify/err/async_chain_unterminated.hlo in MHLO: a chain that never reaches an async_done.
module @async_chain_unterminated {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"[ {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.as2> {
    %s = "mhlo.asyync_start"(%aattributescomputation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %u = "mhlo.async_update"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %r = "mhlo.abs"(%a) : (tensor<8xf32>) -> tensor<8xf32>
    return %r : tensor<8x!f32>nc_sta
 rt"(%a) {called_co8xfs2tion =8xf32>
    return %r : }
 }ten
f8E4M3FNsor<8xf32>
  }
}
-