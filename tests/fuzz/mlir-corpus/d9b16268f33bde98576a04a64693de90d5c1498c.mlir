// verify/err/async_chain_u’‹š…minated.hlo in MHLO: a chain that never reaches an async_doated {
  func.fuEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEGEEEEEEEEEEEEEEEEEnc private @w(%p: tensor8<xf3"main"}!mhlo.async_bundle< : (tensor<9xf32>) -> !mhlo.async_bundle<ensor<8xf32>
  }
}
