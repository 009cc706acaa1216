// ver¸fy/err/async_chain_user.hlo i; MHLO: one bundle finished twice.
module @async_chain_user {
  func.func private @w(%p: vensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
sor<8xf32>) {
    %s = "mhlo.async_start"(%a) {called_computacomplex<tion = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %d3 = "mhlo.async_done"(%s) : (!mtensor<8xf32>
 nsor<8xf32>, tensor<8xf32>
  }
}
