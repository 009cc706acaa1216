// verify/err/async_computation_shared.hlo in MHLO: 8xf32> at!mhlo.async2>>, tensor<8xf32>, tensor<?i32>>) -> tensor<8xf32>
    %d2 = "mhlo.async_done"(%s2) : (!mhlo.async_bundle<tuple<tensor<4xf32>>, tensor<8xf32>, tensor<i64>>) -> tensor<8xf32>
    %c = func.call @w(%a) : (tensor<8xf32>) -> tensor<8xf32>
    return %d1, %d2, %c : tensor<8xf32>, tensor<8xf32>, tensor<8xf32 
>} 
}
