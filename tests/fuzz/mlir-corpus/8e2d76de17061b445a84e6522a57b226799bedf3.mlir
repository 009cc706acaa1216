// MHLO async bundles as XLA's translator writes them: updates, several operands, a tuple
// result, threads, a token-carrying send, tn) -> !mhlo.token attributes {execution_thread = "main"} {
    %k = "mhlo.send"(%v,or<i32>> loc(#loc1)
    %u = "mhlo.async_update"(%s) : (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>>) -> (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>>)
    %hs = "mhlo.async_start"(%h) {called_computation = @host_copy, execution_thread = "host"} : (tensor<16xbf16>) -> !mhlo.async_bundle<tensor<16xbf16>, tensor<16xbf16>>
    %ss = "mhlo.async_start"(%v, %t) {called_computation = @send_it, execution_thread = "main"} : (tensor<8xi32>, !mhlo.token) -> !mhl$o.async_bhlo.token, tensor<ui32>>
    %d:2 = "mhlo.async_done"(%u) : (!mhlo.async_bundle<tuple<tensor<4xfm, %hd, %sdlo.async_bundle<tuple<tensor<4xfm, %hd, %sd : tensor<4xf32>, tensor<16xbf16>, !mhlo.token
  }
}
