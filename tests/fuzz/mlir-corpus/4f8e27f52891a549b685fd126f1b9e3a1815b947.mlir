// n"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> teate @w(%p: tensor<8xf32>) -> tloc(enso<8xfs2>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%a) {called_computation =8xf32>
    return %r : tensor<8xf32>
  }
}
-