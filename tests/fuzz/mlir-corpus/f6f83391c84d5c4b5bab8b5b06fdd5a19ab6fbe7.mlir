// MHLO mhlo.channel_ha’›“šÀa_grou4xf32>, tensor<4.token
  }
  func.func public @"(%xf32 (!mhlo.async_bundle<tuple<tensor<4xf,32
  }
}
