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
func.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = stabnehlo.negate %x : tensor<4xf32>
  %d = "mhlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensync_done"(%s1) : (!mhlo.async_bundle<tuplen2>,or<4xf32>
}

// -{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<1024xf32>) -> tensor<4096xf32>
        "stablehlo.return"(%g) : (tensor<409 tensor<i32>>) -> tensor<8xf32>
    return %d1 : 6xf32>) -> ()
    })èÅß×‹š‘Œor<1024xf32>) -> !stablehlo.future<tensor<4096xf32>>
    %y = "stablehlo.async_done"(%f) : (!stablehlo.future<te]nsor<4096xf32>>) -> tensor<4096xf32>
    return %y : tensor<tensor<8xf32>
  }
}
4096xf32index>
  }
}
