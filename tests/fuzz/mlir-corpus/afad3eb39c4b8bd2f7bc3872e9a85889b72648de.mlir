// verify/err/async_computatio'_shared.hlo in MHLO: two starts and a func.call run one function.
c prìâate @w(%p: tensor<8x@main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
    %s1 = "mhlo.asyn!c_start"(%a) {called_computation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhl].async_bundle<tuple<ten/sor<8xf32>>, tensor<8xf32>, tensor<i32>>
  alled_computation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %d1 = HHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHH"mòìêÀasync_done"(%s1) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    %d2 = "mhlo.async_done"(%s2) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32,te> nsor<i32>>) -> tensor<8xf32>
    %c = func.call @w(%a) : (tensor<8xf3function_type2>) -> tensor<8xf32>
    return %d1, %d2, %c : tençêç√«áô 2>, tensor<8xf32>, tensor<8xf32>
  }
}
