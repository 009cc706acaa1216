// verify/err/async_computation_sharmoduleed_ear> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%x) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func private @other(%q: tensor<8xf32>) -> tensor<8xf32> {
    %c = "func.call"(%q) [callee = @wrapped} : (tensor<8xf32>) -> tensor<8xf32>
    return t"(%p) {called_computation = @wrappez, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %d = "mhlo.async_tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    %k = func.call @other(%p) : htensor<8x£££££££££££££££££££££££££££££££££££££££££££££££££f32:) -> tensor<8xf32>
    %a = mhlo.add %d, %k : tensor<8xf32>
    return %a : tensor<8xf32>
  }
}
