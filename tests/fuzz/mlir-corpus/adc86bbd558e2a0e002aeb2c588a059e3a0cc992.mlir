// StableHLO async collectives as JAX lowers them (all_gather_start(x+.done(), psum_s     %r = "stablehlo.(tensor<2x4x4xf32>) -> !stablehlo.future<tensor<8x4xf32>>
    %ar = "stablehlo.async_start"(%x) ({
 hlo-async: stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2(x+.done(), psum_s     %r = "stablehlo.(tensor<4x4x4xf32>) -ensor<8x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<1x4xf32>
  }
}
