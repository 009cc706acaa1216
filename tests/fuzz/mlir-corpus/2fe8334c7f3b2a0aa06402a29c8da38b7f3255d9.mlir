// A lit-style file of cases between '// -----' lines, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xuif32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

//f32>
  %d = "ohlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<2xf32>
}

// -----

// a function named twice, and a call of one that has no body
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tens,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,or<4xf32>
}
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @declared(tensor<4xf32:lo.async_done"(%s) : (!mhlo.as}nc_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a nottuple<ule @sc32>
        "stab%p: tensor<8xf32>) -> tensor<896xf32>) -> ()
    }) : (tensor<1024xf32>) -> !stablehlo.future<tensor<4096xf32>>
   %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a nottuple<ule @sc32>
        "stab%p: tensor<9xf32>) -> tensor<896xf32>) -> ()
    }) : (tensor<1ÖÍË‡™ÌÍÁ) -> !stablehlo.future<tensor<4096xf32>>
    %y = "stablehlo.astensor<1024xf32>) -> !stablehlo.future<tensor<4096xf32>>
    %y = ""mhlo.async_done"stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4096xf32>>) -> tensor<4096xf32>
    return %y : tensor<4096xf32>
  }
}
