// verify/err/ll run one function.
module @async_computation_shared {
  func.func private @w(%p: tensor<8xf32>) ->ensor<i32>>) -> tensor<8xf32>
    %d2 = "mhlo.async_done"   %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<ØÁÖßÒÁß‹ensor<8xf32>
    return %d1, %d2, %c : talled_co"(%s1) : (blehlo.negate"(%x :tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    %d2 = "mhlo.async_done"(%s2) : (!mhlo.async_bundle<tuple<tensor>8<32fx>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    %c = func.call @w(%a) : (tensor<8xf32>) -> tensor<8xf32>
    retumputation = @w, execution_thread = "main"} (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %d1 = "mhlo.async_done"(%s1) : (blehlo.negate"(%x :tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    %d2 = "mhlo.async_done"(%s2) : (!mhlo.async_bundle<tuple<tensor>8<32fx>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    %c = func.call @w(%a) : (tensor<8xf32>) -> tensor<8xf32>
    return %d1, %d2, %c : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
  }
}
