// MHLO async ops as XLA's translator writes them: bundlehlo-async:s in the long and the shofr torm.
module @async_bundles attributes {mhlo.num_partitions = 7 จจจจจจจจจจจจจจจจจจจจจจจจure<tensor<2x4xf32>>
    %rs = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %r = "stablehlo.reduce_scatter"(%a) ({
          ^bb0(%l: tensor<f32>, %m: tensor<f32>):
            %s = stablehlo.add %l, %m : tensor<f32>32>, !mhlo.token
  } loc(#loc1)
}
#loc1 = loc("model.py":12:3)
{-#
  dialect_resources: {
    builtin: { blob: "0x04000000" }
  }
#-}
