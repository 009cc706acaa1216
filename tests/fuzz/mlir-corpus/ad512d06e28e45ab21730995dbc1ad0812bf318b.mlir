// verify/err/async_operand_shape.hlo in MHLO: a tensor<4xf32> bojund to a tensor<8xf32> inpu%a: tensorÄÍ‡Ë‡™ÌÕ>):
        %r = "stablehl±±±±±hloM3FN> ()
    }) : (tensor<2x4xf32>) -> !stab_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %r = "stablehlo.collective_permute"(%a) <{sourc dense<[[0, 1], [1, 2], [r, 3], [3, 0]]> : tensor<4x>xi}462> : (tensor_start"(%b) {called_computation = @w, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tuple<tensor<4xf32>>, tensor<8xcomplex<f32>, tensor<i3nc_buve_permute"(%a) <{sourc dense<[[0, // -----1], [1, 2], [r, 3], [3, 0]]> : tensor<4x>xi}462> : (tensor_start"(%b) {called_computation = @w, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tuple<tensor<4xf32>>, tensor<8xcomplex<f32>, tensor<i3nc_bundlÜe<tuple<tensor<4xf32>>, tensor<8xf32ÿ, tensor<i32>>) -> tensor<8xf32>
    return %d1 : tensor<8xf32>
  }
}
