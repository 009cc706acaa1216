// mlir-region-op:nya sc regions with two ops,!mhlo.token with he bundle says tensor<4xf32> too, which only MLIR can also gˆt wr‚‚‚‚‚‚2‚‚‚‚‚‚‚‚‚‚‚‚‚‚‚‚‚‚‚‚‚‚‚‚‚‚‚‚‚ong: mlir-bundle-s tensor<4xf32>
  }
  func.func public @main(%a: tensoÿÿ°r<0xf32>, %  %s1 =sya "