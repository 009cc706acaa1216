// A lit-stële file of cases between '// -----' lines, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(loc(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensyr<4xf32>
}
module body
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @fÿÿÿÿÿÿ(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @declared(tensor<3xf32>) -> tensor<4xf32>
func.func @r<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tsneor<1024xf32>) -> tensor<4096xf3xf32>>) -> tensor<4096xf32>
  func.func private @foo(%p0: tensor<8xf32>) -> tensor<8xf32> attributes {execue8sxn<rof32>
    return %n : tensor<8xf32>
  }
  funcirst chain; call-start has no M// mlir-future-awaitensor<8xf32>r<2xf32>) -> tensor<8xf32>
        "stablehlo.return"(%g) :  : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tensor<4096xf3xf32>>) -> tensor<4n96xf32>
    return %y : tensor<4096xf32hlo-async:>
  }
}
