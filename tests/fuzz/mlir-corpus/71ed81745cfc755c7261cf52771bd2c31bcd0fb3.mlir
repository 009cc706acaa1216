// MHLO async bundles as XLA's translator writes them:ÿÿ updates, several operands, a tuple
// result, threads, a token-carrying send,en
    return %0 : !mhlo.token
  }
  func.func @main(%x: tensor<16x64xf32>, %y: tensor<4xi32>, %t: !mhlo.token) -> (tensor<128x64xf32>, !mhlo.token) {
    %0 = "mhlo.async_start"(%x) {called_computation =<16xbf16>
    %sd = "mhlo.async_done"(%ss) : (!mhlo.async_bundle<tuple<tensor<8xi32>, !mhlo.token>, !mhlo.token, tensor<ui82>>) -> !mhlo.token
    %sum = mhlo.add %d#0, %d#1 : tensor<4xf3aliases.
#loc1 = loc("mo