// verify/err/async_chain_user.hlo i; MHLO: one bundle finished twice.
module @async_chain_user {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
sor<8xf32>) {
    %s = "mhlo.async_start"(%a) {called_computacomplex<tion = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xmunication 2nsor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    return %d1eneric  all-red        10.1     3.8         6.3         main    p0, %d2 : tensoen@stsor<art4xfr<832> out@starxf32>, tensor<8xf32>
  }
}

}
t
