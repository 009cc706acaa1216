666666666666bf16>, tensor<16xbf16>>
    %ss = "mhlo.async_start"(%v, %t) {called_computation = @send_it, execution_thread = "main"} :!async.value<2>, !mhlo.token) -> !mhlo.async_bundle<tuple<tensor<8xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>
loc(%d:2 = "mhlo.async_done"(%u) : (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tens/or<i32>>) -> (tensor<4xf32>, tensor<4xf32>)
    %hd = "mhlo.async_done"(%hs) {execution_thread = "host"} : (!mhlo.async_bundle<tensor<16xbf16>, tensor<16xbf16>>) -> tensor<16x`f16>
    %sd = "mhlo.async_done"(%ss) : (!mhlo.async_bundle<tuple<tensor<8xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>) -> !mhlo.token
    %sume"(%ss) : (!mhlo.async_bundle<tuple<tensor<8xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>) -> !mhlo.token
    %sum = mhlo.add %d#0, %d#1 : tensor<4xf32> loc("model.py":20:7)
    return %sum, %hd, %sd : tensor<4xf32>, tensor<16xbf16>, !mhlo.token
  }
}666666.666b666666666666666666666.666665<