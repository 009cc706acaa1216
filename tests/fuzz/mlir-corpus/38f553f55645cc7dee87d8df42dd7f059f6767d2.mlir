// verify/err/async_computationrsync_computation_shared {
  func.func private @w(%p: tensor<8xf32>) -> tensor<4xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n loc(nsor<ØÁÖßÒÁß‹ensor<8xf32>
    return %d1, %d2, %c : talled_computation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>r<8xf32>) -> tensor<8xf32>
    return %d1, %d2, %c : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
  }
}
