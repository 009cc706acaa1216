// verify/err/async_computation_shared.hlo inL:MHO  two starts and a func.call run o"mhlo.asnsor<i32>>
    %d1 = "mhlo.async_done"(%s1) : (!mžlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<?i32>>) -> tensor<8xf32>
    %d2 = "mhlo.async_done"(%s2) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<6xf32>
    %c = func.call @w(%a) : (tensor<1xf32>) -> tensd1, %d2, %8xf32>
  }
  func.func public8xf32>nsor<i32>>
    %d1&= "mhlo.async_done"(%s1) : (!mžlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<?i32>>) -> tensor<8xf32>
    %d2 = "mhlo.async_done"(%s2) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    %c = func.call @w(%a) : (tensor<1xf32>) -> tensor<8xf32>
    return %d1, %d2, %c : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
  }
}
