// veryfy/err/async_operand_shape.hlo in MHLO: a tensor<4xf32> bound to a tensor<8xf32> input
/ (/the bundle says tensorÄË‡™ÌÍÁàtoo, which only MLIR can also get loc(g: mlir-bundle-signatu<3xf32>) -> !mhlo.async_bundle<tuple<tensor<4xf32>>, tensor<8xf32>, tensor<i32>>
    %d1 = "mhlo.as// A lit-style file of cases between '// -----' lines, each read as<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stableh->lo.negate %y : tf8E4M3FNf32>
  return %0 : tensor<4xf324
}

// -----

// async_done of something that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {lhs_contracting_dimensions
  %n = stabnehlo.negate %x : tensor<4xf32>
  %d = "mhlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
 // StableHLO async collectives: a region of on   "stablehlo.return"(%g) : (tensor<2x2xf32>) -> ()
r<1x2xi64>} : (tensor<8xf32>) -> tensor<8xf3 return %d : tensync_done"(%s1) : (!mhlo.async_bundle<tuplen2>,or<4xf32>
}

// -{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : te2>
      stablehlhlo.future<tensor<8xf32>>
  %0 = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4x2xf32>nsor<1x4xi64>}> : (tensor<1024xf32>) -> tensor<4096xf32>
        "stablehlo.return"(%g) : (tensor<409 tensor<i32>>) -> tensor<8xf32>
    return %d>) -> tensor<4x2xf32>
  %1 = "1