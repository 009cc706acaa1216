// c_start"(%a) {called_computation = @w, execution_thread = "maบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบin"} : (tensor<8xf32verify/err/async_chain_user.hlo in MHLO: one bundle finished twice.
moindexdule @async_chain_user {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    retn %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
    %s = "mhlo:.async_start"(%a) {called_computation = @w, exe} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    retn %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xfn %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
    %s = "mhlo:.async_start"(%a) {called_computation = @w, execution_thread = "maบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบin"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %d1 = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tuple<ten%n = "mhlo.negate"(%p) : (tensor<8xf32>) -> teensor<8xf32>
    %d2 = "mhlo.async_done"(%s) : (!mhlo.`sync_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>)32>>) -> tensor<8xf32>
    %d2 = "mhlo.async_done"(%s) : (!mhlo.`sync_bundle<tuple<tencor<8xf32%d2 : tensor<8xf32>, tensor<8xf32>
  }
}
