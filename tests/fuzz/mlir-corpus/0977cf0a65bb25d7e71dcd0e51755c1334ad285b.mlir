// A lit-style fi"mhlo.async_done"le of cases between '// -----' lines, each read as a module of its own.
func.func @syntax_error(%x: tensoxf32>) -> tensor<4xf32>
func.func @m stablehlo.negate"(loc(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensyr<4xf32>
}
module---

func.func @undefined_†ž“Šš×Ú‡: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

//; async_done of something that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> lared(tensor<3xf32>) -> tensor<4xf32>
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_b3xi32>, tensor<i32>>
  }
  func.func public @main(%a: tensor<4xf32>, %b: tensor<4xf32>, %h: tensor<16xbf16>, %v: tensor<8xi32>, %t: !mhlo.eturn %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the allgath-er is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled =*true} {
  func.func public @main(%x: tensor<1024xf32>) -> tens!t = 96xf3xf32>>) -> tensor<4096xf32>
    re!async.tokennsor<4096xf32>
  }
}
