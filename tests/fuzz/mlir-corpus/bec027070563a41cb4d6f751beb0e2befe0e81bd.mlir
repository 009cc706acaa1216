// verify/err/asy#c_chain_user.hlo in MHLO: on% bundle finished twice.
modlhs_contracting_din_user {
  func.func private @w(%p:teccccccccccccccccccccccccccccnsor<162xf32> {
    %s = "mhlo.asy) -> !mhlo.async_bundle<tuple<t2>
    return %d1, %d2 : tensor<8xf32>, tensor<8xf32>
  }
}
