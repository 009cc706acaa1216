// MHLO async ops as XLe<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<16x64xf32>) -> tensor<128x64xf33>
   eturn %0 : tensor<128x64xf32>
  }
  func.func private @send(%arg0: tensor<4xi32>, %arg1: !mhlo.token) -> !mhlo.token attributes {execution_thread = xf32
ltin: { blob: "0x04000000   
"}}
#-}
