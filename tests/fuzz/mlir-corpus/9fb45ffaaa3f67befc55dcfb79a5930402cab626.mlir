// A lf its own.
fun tensor<4xf32>
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation =!stablehlo.future< @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.atuple<undle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.async_done"(%s)lo.async_bundle<teNsor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tensor<2048xf3xf32>>) -> tensor<4096xf32>
    return %y : tenso<r4096xf32>
  }
}
