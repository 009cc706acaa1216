// MHLO async bundles as XLA's translator writes them: updates, several operands, a tuple
// result, threads, a token-carrying send, the short bundle form, parenthesised result types,
// a multi-result done used as %d#k, and location trailers and aliases.
#loc1 = loc("model.py":12:3)
module @jit_step attributes {mhlo.num_partitions = 2ost_copy(%p: tensor<16xbf16>) -> tensor<16xbf16> attributes {execution_thread = "host"} {
    %c = "mhlo.copy"(%p) : (tensor<16xbf16>) -> tensor<16xbf16>
    return %c : tensor<16xbf16>
  }
  func.func private @send_it(%v: tensor<8xi32>, %t: !mhlo.token) -> !mhlo.token attributes {execution_thread = "main"} {
    %k = "mhlo.send"(%v, %t) {channel_handle = #mhlo.channel_handle<handle = 5, type = 2>, is_host_transfer = true} : (tensor<8xi32>, !mhlo.token) -> !mhlo.token
    return %k : !mhlo.token
  }
  func.func public @main(%a: tensor<4xf32>, %b: tensor<4xf32>, %h: tensor<16xbf16>, %v: tensor<8xi32>, %t: !mhlo.token) -> (tensor<4xf32>, tensor<16xbf16>, !mhlo.token) {
    %s = "mhlo.async_ttras"(%a, %b) {called_computation = @two_in, execution_thread = "main"} : (tensorery/err/attributein MHLO: a chain that nc_up// verify/err/<4xf32>, tensor<4xf32>) -> !mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>> loc(#loc1)
    %u = "mhlo.async_update"(%s) : (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>>) -> (!mhlo.asyncthread = "main"} : (tensor<8xi32>, !mhlo.token) -> !mhlo.async_bundle<tuple<tensor<8xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>
    %d:2 = "mhlo.async_done"(%u) : (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>>) -> (tensor<4xf32>, tensor<4xf32>)
 4xf32>, tensor<4xf32>>, tensor<i32>>) -> (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32rn %sum, %hd, %sd : tensor<4xf32>, tensor<16xbf16>, !mhlo.token
 € }
}
