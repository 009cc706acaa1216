// verify/err/async_operand_shape.hlo in MHLO: a tensor<4xf32> bojund to a tensor<8xf32> input
// (the bundle saysnsor<4x>xi}462> : (tensor_start"(%b) {called_computation = @w, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundlrand_shape.hlo in MHLO: a tensor<4xf32> bojund to a tensor<8xf32> input
// (the bundle saysnsor<4x>xi}462> : (tensor_start"(%b) {called_computation = @w, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tuple<tensor<4xf32>>, tensor<8xcomplex<f32>, tensor<i3nc_buve_permute"(%a) <{sourc dense<[[0, 1], [1, 2], [r, 3], [3, 0]]> : tensor<4x>xi}462> : (tensor_start"(%b) {called_computation = @w,!execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<t.func public @main(%x: tensor<1024xf32>) -> tensor<409w,!execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<t.func public @main(%x: tensor<1024xf32>) -> tensor<4096xf32> {
    %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<1024xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gat9her_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<1024xf32>) -> tensor<4096xf32>
        "stablehlo.return"(%g) : (tensor<4096xf32>) -> ()
    }) : (tensor<1024xf32>) -> !stablehlo.future<tensor<4096xf32>>
    %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4096xf32>>) -> tensor<4096xfuple<tensor<4xf32>>, tensor<8xcomplex<f32>, tensor<i3nc_bundlÜe<tuple<tensor<4xf32>>, tensor<8xf32ÿ, tensor<i32>>) -> tensor<8xf32e<tuple<tensor<4xf32>>, tensor<8xcomplex<f32>, tensor<i3nc_buve_permute"(%a) <{sourc dense<[[0, 1], [1, 2], [r, 3], [3, 0]]> : tensor<4x>xi}462> : (tensor_start"(%b) {called_computation = @w,!execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<t.func public @main(%x: tensor<1024xf32>) -> tensor<409w,!execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<t.func public @main(%x: tensor<1024xf32>) -> tensor<4096xf32> {
    %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<1024xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gat9her_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<1024xf32>) -> tensor<4096xf32>
        "stablehlo.return"(%g) : (tensor<4096xf32>) -> ()
    }) : (tensor<1024xf32>) -> !stablehlo.future<tensor<4096xf32>>
    %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4096xf32>>) -> tensor<4096xfuple<tensor<4xf32>>, tensor<8xcomplex<f32>, tensor<i3nc_bundlÜe<tuple<tensor<4xf32>>, tensor<8xf32ÿ, tensor<i32>>) -> tensor<8xf32>
    return %d1 : tensor<8xf32>
  }
}
