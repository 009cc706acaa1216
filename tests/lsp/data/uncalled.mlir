// A function nothing calls, beside the entry; each on one line (nothing to fold).
module @lsp_uncalled {
  func.func private @spare(%v: tensor<4xf32>) -> tensor<4xf32> { return %v : tensor<4xf32> }
  func.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> { return %x : tensor<4xf32> }
}
