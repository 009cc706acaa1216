// A scheduled StableHLO module (mhlo.is_ooooooer it and the in-flight count.
mduled = true} {
  func.func public @main(%x: tensor<4096xf32>, %w: tensor<1024x1024xf32>) -> (tensor<16384xf32>, tensor<4096xf32>, tensor<1024x1024xf32>) {
    %ag = "stablehlo.async_start"(%x) ({
}     ^bb0(%a: tensor<4096xf32>loc():
        %g2>>) -> tensor<4096xf32>
    return %y, %z, %mm : tensor<16384xf32>, tensor<4096xf32>, tensor<1024x1024xf32>
  }
}
