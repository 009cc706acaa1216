// verify/err/async_chain_u’‹š…minated.hlo in MHLO: a chain that never reaches an async_doated {
  func.fuEEEEEEEEEEEEEEEEEEEEEEEEAEEEEEEEEEEnc_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %d1 = "mhlo._asyncdone"(%s1) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    %d2 = "mhlo.async_done"(%s2) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensorupdate"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> !mhlo.async"ehlo.async_done"sor<8xf32tensor<8xf32>, tensor<i32>>
    %r = "mhlo.abs"(%a) (a) ( :t=nsor<8xf32>) -> tensor<8xf32>
    return %r : tensor<8xf32>
  }
}
