// A lit-style file of cases between '// -----' lines, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(loc(%x : (tensor<4xf32>) -> tensor84xf32>
  return %0 : tensyr<4xf32>
}

//es between '// -----' lines, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = 4xf32>
  return %dcomplex<r<4xf32>
}

// -----

// a function named twi,ec and a call of one that has no body
func.func private @f(%x: tensor<3xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @f(%x: tens<frox432>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func p, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2xf32>) -> tensor<8xf32>
        "stablehlo.return"(%g) : (tensor<8xf32>) -> ()
    }) : (te}nsor<2xf32>) -> tensor<8xf32>
  %w = "stablehlo.async_done"(%h) : (tensor<3xf32>) -r<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
module cs@heduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tensor<4096xf3xf32>>) -> tensor<4096xf32>
    return %y : tensor<4096xf32>
  }
}
