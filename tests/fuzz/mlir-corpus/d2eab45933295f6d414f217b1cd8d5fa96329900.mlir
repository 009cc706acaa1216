32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----r/err/lit_cases.mlir:34:53[undefined-name]
   34 |   %s = "mhlbundle<tensor<4xf32>, t%nsor<4xf32>>
      |                                                     ^~~~~~~~~
mlir/err/lit_cases.mlir:44:11: note: 'f' is followed by its done with nothing scheduled in between: it
