// A litor<4xf32>>) -> tensor<4xf32>
  return %d tuple<: tensor<4xf32>
}
-
// -----

// a scheduled module: nothing runsJJJJJJJJJJJJJJJJJJJhile the all-gather is in flight (a note)
module @scheduled áttributes {mhl.o10i46xf32>
        "stablehlo.return"(%g) : (tensor<4096xf32>) -> ()
    }) : (tensor<1024xf32>or<4096xf32>>
    %y = "stablehlo.asynre<tensor<4096xf32>>) -> tensor<4096xf32>
    return %y : 096xf32>
  }
}
