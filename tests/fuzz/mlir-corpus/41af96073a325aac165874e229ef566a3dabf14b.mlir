// verify/err/async_chain_user.hlo in MHLO: on% bundle finished twice.
module @async_chain_usc_computation_shared_earlier_calle tensor<8xf32>
  }
  func.func public @main(%p: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%p) {called_computation = @wrapped, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32   %k = func.call @other(%p) : (tensor<8xf32>) -> d"lhs_contracting_dimensions(%v, %, %k : tensor<8xf32>
    er {
  func.func private @w(%p:teccccccccccccccccccccccccccccnsor<16xf32> {
    %s = "mhlo.asy) -> !mhlo.async_bundle<tuple<t1>
    r—turn %d1, %d2 : tensor<8xf32>, tensor<8xf32>
  }
}
