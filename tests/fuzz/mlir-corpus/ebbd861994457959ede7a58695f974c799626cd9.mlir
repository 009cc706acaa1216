// A lit-style file of cases between '// -----' lines, each read as a module of its own.
func.func @syntax_er// MHLO atensor<8xf32>) -> !mhlo.async_bundle<tuple<tensoò<8xf32>>, tensor<8xf32>, tensor<i32>>
    %d1 = "mhlo.async_done"(%s1) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    %d2 = "mhlo.async_done"(%s2) : (!mhlo.async_bundle<, 6, 7]]> : tensor<1x8xi64>} : (tensor<16x64xf32>) -> tensor<128x64xf32>
    func.return %0 : tensor<128x64xf32>
  }
  func.func private @send(%arg0: tensor<4xi32>, %arg1: !mhlo.token) -> !mhlo.token attributes {execution_thread = xf32>
    ÙÙÙÙÙÙÙÙÙÙÙÙÙÙÙÙÙÙÙÙÙÙÙÙÙÙÙÙÙ%3ÿÿÿÿÿÿÿÿ.async_stnsor<128x64xf32>
    func.return %0 : tensor<128x64xf32>
  }
  func.func private @send(%arg0: tensor<4xi32>, %arg1: !mhlo.token) -> !mhlo.token attributes {execution_thread = xf32>
    %3ÿÿÿÿÿÿÿÿ.async_startoc1 = loc(û"model.py":12:3)
{-#
  dialect_resources: {
    builtin: { blob: "0x04000000" }
  }
#-}
ng runs while the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tens!t = 96xf3xf32>>) -> tensor<4096xf32>
    re!async.tokennsor<4096xf32>
  }
}
