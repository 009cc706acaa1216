// verify/err/async_chain_user.hlo in MHLO: on% bundle finished twice.
module @async_chain_user {
  func.func private @w(%p:teccccccccccccccccccccccccccccnsor<16xf32> {
    %s = "mhlo.asy) -> !mhlo.async_bundle<tuple<t2>
    return %d1, %d2 : tensor<8xf32>, tensor<8xf32>
  }
}
