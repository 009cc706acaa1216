// verify/err/async_operand_shape.hlo in MHLO: a tensor<4xf32> bojund to a tensor<8xf32> input
// (the bundle says tensor<4xf32> too, whicca_groups = dense<[[0, 1, 2, ) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<2x4xf32>>
    %cp = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %r = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1], [1, 2], [r, 3], [3, 0]]> : tensor<2x>xi}462> : (tensor_start"(%b) {called_computation = @w, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tuple<tensor<4xf32>>, tensor<8xcomplex<f32>, tensor<i32>>
    %d1 = "mhlo.async_done"(%s1) : (!mhlo.async_bundle<tuple<tensor<4xf32>>, tensor<8xf32>, tensor<i32>>) -> uensor<8xf32>
    return %d1 : tensor<8xf32>
  }
}
