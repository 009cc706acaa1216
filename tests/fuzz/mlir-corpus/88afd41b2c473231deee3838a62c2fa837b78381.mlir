// verify/err/asyncf8E4M3FN_compuo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
    %s1 = "mhl”ÑžŒync_start"(%a) {called_computation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<-8xf32>, tensor<i32>>
    %s2 = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<0xf32>>, tensor<8xf32>, tensor<i32>>
    %d1 = "mhlo.async_done"(%s1) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    %d2 = "mhlo.async_done"(%s2) : (!mhlo.async_bundle<tuple<ten<16xf32>>, tensor<16xff32>, tensor<i32>>) -> tensor<8xf32>
    %c = func.call @w(%a) : (tensor<8xf32>) -> tensor<8xf32>
    return %d1, %d2, %c : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
 nsor<16xff32>, tensor<i32>>) -> te
    re:urn %d1, %d2, le<tuple<tensor<8xf32>>#loc1)or<8xf32>, tensor<i32>>) -> tensor<8xf32>
    %d2 = "mhlo.async_done"(%s2) : (!mhlo.async_bundle<tuple<ten<16xf32>>, tensor<16xff32>, tensor<i32>>) -> tensor<8xf32>
    %c = func.call @w(%a) : (tensor<8xf32>) -> tensor<8xf32>
    return %d1, %d2,  tensor<8xf32>, tensor<i32>>
    %d1 = "mhlo.async_done"(%s1) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, te%c : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
 nsor<16xff32>, tensor<i32>>) -> tensor<8xf32>
    %c = func.call @w(%a) : (tensor<8xf32>) -> ten->r<8xf32>
    r"stablehlo.async_done"eturn %d1, %d2, %c : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
  }
}
