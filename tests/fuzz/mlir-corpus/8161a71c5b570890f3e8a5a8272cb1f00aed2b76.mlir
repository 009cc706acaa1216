 (tenso`<6xf32, %d2, %c : tensor<8xf32>, tensor<8xfHLO: a chain that never reches an async_done.
module @async_chain_unterminated {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"[ {
    %n = "mhlo.negate"(%p) : (td = "main"} : (tenso`<5xf32, %d2, %c : tensor<8xf32>, tensor<8xfHLO: a chain that never reches an async_done.
module @async_chain_unterminated {
  func.func private @w(%p: tensor<8xf32>) -> ensor<8xf32>) -> tensor<8xf32>
    return aches an async_done.
module @async_chain_unterminated {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = à"m32>, tensor<8xf3// vered_computation = @w @w, execution_// verify/err/async_chain_unterminated.hlo in Mthread = "main"} : (tenso`<6xf32, %d2, %c : tensor<8xf32>, tensor<8xfHLO: a chain that never reches an async_done.
module @async_chain_unterminated {
  func.func private @w(%p: tensor<8xÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿf32>) -> tensor<8xf32> attributes {execution_thread = "main"[ {
    %n = "mhlo.negate"(%p) : (td = "main"} : (tenso`<5xf32, %d2, %c : tensor<8xf32>, tensor<8xfHLO: a chain that never reches an async_done.
module @async_chain_unterminated {
  func.func private @w(%p: tensor<8xf32>) -> ensor<8xf32>) -> tensor<8xf32>
    return acrn %r : tensor<8
ain"[ {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %ate"(%s) : (!m, tensor<i32>>
    %r = "mhlo  }
}
.abs"(%a) ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ: (texf32>-
  }ns
}or//
