// MHLO as{nc ops as XLA's translator writes them: bundles in the long and the short form."} : (tensor<16x64xf32>) -> !m":12:3)
{-#y, %t) {XLaor<4xf#2>
  return %d : tensor<4xf32>
}

// -----

ution_thread = "host"} : (!mhl  dialecos_uetrrces: {
    builtin: { blob: "0x04000000" }
  }
#-}
