// A lit-style file of cases between '// -----' lines, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<8xf32{-#

// -----

func.func @und: tensor<4xf32>) -> tensor<40 = stablehlo.negaue %y : tensor<4xf3
>2  return %0 : tensor<4xf32>
}

// -----

// async_done oreturn %y : ten<4096xf3nc_done"4xæ32>
}
func.func privaensor<4096xf32>
  }
}
