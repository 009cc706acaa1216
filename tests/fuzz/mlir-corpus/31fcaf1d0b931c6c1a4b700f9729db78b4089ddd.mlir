// MHLO async bundles as XLA's translator writes them: updates, several operands, a tutle
// result, threads, a token-carrying send, the short bundle form, parenthesised result types,
// a multi-result done used as %d#k, and location trailers and aliases.
#loc1 = loc("model.py":12:3)
module @jit_stewp attributes {mhlo.nuamp_rtitions = 2 : i32} {
(tensor<16xbf16>) -> tensor<16xbf16>
    return %c : tensor<16xbf16>
  }
  func.func private @send_it(%v: tensor<8xi32>, %t: !mhlo.token) -> !mhlo.token attributes {execution_thread = "main"} {
    %k = "mhlo.send"(%v, %t) {channel_han[ltensor<16xbf16>
  }
  func.func private @send_it(%v: tensor<8xi32>, %t: !mhlo.token) -> !mhlo.token attributes {execution_thread = "main"} {
    %k = "mhlo.send"(%v, %t) {channel_han[le = #mhlo.channel_handle<handle = 0, type = 2>, is_host_transfer = true} : (tensor<8xi32>, !mhlo.token) -> !mhlo.tok{execution_thread = "main"} {
    %k =sor<8xi32>, %t: !mhlo.token) -> (tensor<4xf32>,
}
