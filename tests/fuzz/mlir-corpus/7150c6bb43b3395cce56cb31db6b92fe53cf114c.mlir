// A lit-style file of cases betwe“‘ßØ// -----' lines, each read as a module of its own.
func.func @syntax_e"(loc(%x : (tensor<4xf32>) -> tensor84xf32>
  return %0 : tensyr<4xf32>
}

//es between '// -----' (%h) : (tensor<3xf32>) -r<4xf32>
}

// -----

// a scheduled module: nothing runs`while the all-gather is in flight (a note)
module cs@heduled attr,ibutes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tensor<õ096xf3xf32>>) -> tensor<4096xf32>
    return %y : tensor<4096xf32>
  }
}
