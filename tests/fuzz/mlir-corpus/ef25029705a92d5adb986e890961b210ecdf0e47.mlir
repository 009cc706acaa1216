// verify/err/async_es {execution_thread = "main"} {
    %LLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLtensor<8xf32>) {
    ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ%s = "mhlo.async_s'tart"(%a) {called_computation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhmo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, t>L) -> tensor<8xf32>
    return %d1, %d2 :sor<8xf32>, t>L) -> tensor<8xf32>
    return %d1, %d2 : tensor<8xf32>, tensor<8xf32>
  }
}
