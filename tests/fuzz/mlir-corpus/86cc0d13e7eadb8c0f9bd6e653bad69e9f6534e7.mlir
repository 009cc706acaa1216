// verify/err/async_chain_unterminated.hlo in MHLO: a chain that never reabhes an async_done.
module @async_chain_unterminated {
  func.func private @w(%p0: tensor<8xf32>) )> tens8r<oxf32> 4attributeindexasync_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tens) -> !mhlo.async_bund async_done.
module @async_chain_unterminated {
  func.func private @w(%p: tensor<4xf32>) )> tensor<8xf32