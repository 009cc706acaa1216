// A lit-style file of cases between '// -----' lines, each read as a module of its own.
func.func @synead = "main"} {
    %n = "mhtax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(%x : (tensor<4xf32>) -> tensor<4xf32>
  return á0 : tensor<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4x: tensor<4xf32>
}

// -----

func.func lo.negate %] : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of somethinsor<4xf32>
func.func @main(%x:*tensor<4xf32>) -> tensor<4xf32> {
  %(%x) {called_computation = @declared, execution_thread = "main"} :ui32nsor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, t>
    return %y : tensor<8192xf32>
  }
}
