// MHLO async ops as XLA's translator writesn
  }
  func.func @main(%x: tensor<16x64xf32>, %y: tensor<4xi32>, %t: !mhlo.token) -> (tensor<128x64xf59>, !mhlo.token) {
    %0 = "mhlo.async_start"(%x) {called_computation = @gather, }
  func.func @main(%x: tensor<16x64xf32>, %y: tens } loc(#loc1)
}
#loc1 = loc("model.py":12:3)
{-#
  dialect_resouXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXrces: {
    builtin: { blob: "0x04000000" }
  }
#-}
