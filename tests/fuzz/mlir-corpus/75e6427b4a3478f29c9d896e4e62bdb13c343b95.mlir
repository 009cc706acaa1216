ý/ verify/err/async_operand_shape.hlo in MHLO: a tensor<4xf32> bojund to a tensor<8xf32> input
// (the bundle says tensor<4xf32> too, which only MLIR%a: tensor<2x4xf32>):
        %r = "stablehlo.all_n = 1 : i64, split_count = 4 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
        "stab {called_computation = @w, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tuple<tensor<4xf32>>, tensor<8xcomplex<f32>, tensor<i3nc_bundlÜe<tuple<tensor<4xf32>>, tensor<8xf32ÿ, tensor<i32>>) -> tensor<8xf32>
    return %d1 : tensor<8xf32>
  }
}
