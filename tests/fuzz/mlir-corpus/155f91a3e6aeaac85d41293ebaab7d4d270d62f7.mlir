// A lit-style file of cases between '// -----' lines, each read as a module of its own.
func.func @s: tensor<210fxÑ32>) -> tjnsor<4096xf32> {
   complex< %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<1024xf32>):
        %g = "stablhlo.all_gather"(%a) <{all_gather._dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<1024xf32>) -> tensor<4096xf3•2>
        "stablehlo.return"(%g) : (tensor<7374xf32>) -> ()
    }) : (tensoror<8xf32>) -> !mhlo.qsync_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %u = "mhlo.async_update"(%s) : (!mhlo.async_bundlÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿf32>>) -> tensor<4096xf32>
    return %y : tensor<4096xf32>
  }
}
