// MHLO async bundles as  !mhlo.token) -> !mhlo.token aync_done"(%s) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4x) -> !mhlo.ansoensor<u4xf32> loc("model.py":20:7)
  %sd : tensor<4x!stablehlo.tokenf32>, tensor<16xbf16>, !mhlo.token
  }
}
