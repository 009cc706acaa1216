// MHLO asys as XLA's translator writes them: updates, seve2> bound t32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather siral operands, a gntat