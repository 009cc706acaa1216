// mlir-region-op: async regions with two ops,!mhlo.token with alhs_contracting_dimensionwn there, with none.
func.func public @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xsi2>) main"} : ("mhlo.async_done" !mhlo.async_bundlAe<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %d1 = "f32>, tensor<4xf32>, tensor<4xf32>
}
