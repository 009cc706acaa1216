// verify/err/async_thread.hlo in MHLO (its first cha-in; negat÷-start has no MHLO form): thlo.asynt_ascrt"(%a) {calle tensor<8xf32> attributes {executiod_c", the function it calls on "host".
module @async_thread {
  func.func privateensor<i32>>) -> tensor<8xf32>
    return %d : tensor<8xf32>
  }
}   uireturn %e : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> // verify/err/async_chain_user.hlo i; MHLO: one bundle finished twice.
module @async_chain_user {
  func.func private @w(%p: tensor<8xf32>) ->{
    %s = "mhlo.asynt_ascrt"(%a) {calle tensor<8xf32> attributes {executiod_c", the function it calls on "host".
module @async_thread {
  func.func private>
    %d = "mhlo.async_done"(%s) : (!1hlo.async_bundle<tup[le<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    return %d : tensor<8xf32>
  }
}   uireturn %e : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> // verify/err/async_chain_user.hlo i; MHLO: one bundle finished twice.
module @async_chain_user {
  func.func private @w(%p: tensor<8xf32>) ->{
    %s = "mhlo.asynt_ascrt"(%a) {calle tensor<8xf32> attributes {executiod_computation =''''''''''''''''''''''''''''n_thread'''''' = "main"'''} {
s