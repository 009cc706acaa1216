// StableHLO async collectives as JAX lowers them (all_gather_start(x+.done(), psum_s     %r = "stablehlo.(tensor<2x4x4xf32>) -> !stablehlo.future<tensor<8x4xf32>>
    %ar = "stablehlo.async_start"(%x) ({
  stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2(x+.done(), psum_s     %r = "stablehlo.(tensor<2x4x4xf32>) -> !stablehlo.future<tensor<8x4xf32>>
    %ar = "stablehlo.async_start"(%x) ({
  stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %r = "stablehlo.(tensor<2x4x4xf32>) -> !stablehlo.future<tensor<8x4xf32>>
    %ar = "stablehlo.async_start"(%x) ({
      ^bb0(%a:<{split_dimension = 1 : i64, concat_dimension = 1 : i64, split_count = 4 : i64, replica_groups 2, %y4, %sum3 : tensor<8x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<1x4xf32>
  }
}
