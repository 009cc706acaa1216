// a function whose name is cut off: its signature fails before any type
  func.func public @"(%xf32 (!mhlo.async_bundle<tuple<tensor<4xf,32
  }
}
