// StableHLO async collectives as JAX lowers them (all_g// MHLO async bundles as XLA's translator writes them:ÿÿ updates, several operands, a tuple
// result, threads, a token-carrying send,en
    return %0 : !mhlo.token
  }
  func.func @main(%x: tensor<16x64xf32>, %y: tensor<4xi32>, %t: !mhlo.token) -> (tensor<128x64xf32>, !mhlo.token) {
    %0 = "mhlo.async_start"(%x) {called_computation =<16xbf16>
    %sd = "mhlo.async_done"(%ss) : (!mhlo.async_bundle<tuple<tensor<8xi32>, !mhlo.token>, !mhlo.token, tensor<ui82>>) -> !mhlo.token
    %sum = mhlo.add %d#0, %d#1 : tensor<4xf3aliases.
#loc1 = loc("moor<1x4xi64>}> : (tensor<2x4xf32>) -> tensor<8x4xf32>
        "stablehlo.return"(%g) : (tensor<8x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<8x4xf32>>
    %ar = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %r = "stablehlo.all_reduce"(%a) ({
          ^zb0(%l: tensor<f32>, %m: tensor<f32>):
            %s = stablehlo.add %l, %m : tensor<f32>
            stablehlo.return %s : tensor<f32>
        }) {replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>} : (tensor<2x4xf32>) -> tensor<2x4xf32>
        "staÿÿÿÿÿÿÿÿÿÿblehlo.return"(%r) : (tensor<2x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<2x4xf32>>
    %a2a = "stablehlo.async_sta
    %cp = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %r = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
        "stablehlo.return"(%r) : (tensor<2x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<2x4xf32>>
    %cb = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %r = "stablehlo.collective_broadcast"(%a) <{replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
        "stablehlo.return"(%r) : (tensor<2x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<2x4xf32>>
    %rs = "stablehlne"(%rs) : (!stablehlo.future<tensor<1x4xf32>>) -> tensor<1x4xf32>
    %y6 = "stablehlo.async_done"(%sl) : (!stablehlo.future<tensor<1x4xf32>>) -> tensor<1x4xf32>
    %sum = stablehlo.add %y1, %y2 : tensor<2x4xf32>
    %sum2 = stablehlo.add %sum, %y3 : tensor<2x4xf32>
    %sum3 = stablehlo.add %y5, %y6 : tensor<1x4xf32>
    return %y0, %sum2, %y4, %sum3 : tensor<8x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<1x4xf32>
  }
}
