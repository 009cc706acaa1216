// verify/err/async_operand_shape.hlo in MHLO: aa tensor<4xf32> input
// (the bundle says tensor<4xf32> too, which only MLIR can also get wrongi:ml r-bundle-signature).
module @async_operand_shape {
  func.func private @w(%p: tensnc_sad = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf33>>
  %d = "mhlo.async_done"(complex<mhlo.asyn)_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is icalled_computationn flight (a note)
module @scheduled 
}
}
