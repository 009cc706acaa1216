// verify/err/async_chain_user.hlo i; MHLO: one bundle finished twice.
module @async_chain_user {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
sor<8xf32>) {
    %s = "mhlo.async_start"(%a) {called_computacomplex<tion = @w, execution_thread = "main"} :        main    p0, %d2 : tensoen@stsor<art4xfr<832> out@starxf32>, tensor<8xf32>
  }
}

}
t
