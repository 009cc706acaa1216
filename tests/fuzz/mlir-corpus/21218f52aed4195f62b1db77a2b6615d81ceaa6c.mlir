// A lit-s




























































tyle file of cases between '// -----' lines, each read as a module of its own.
func.func @synead = "main"} {
    %n = "mhtax_error(%x:  {
  %n = stablehlo.negate %x : tens: tensor<8xf32>
}
func.func private @f(%x: tensor<4xfננננננננננננננננננננננננננננננננננננננננננננננננננננננננננננננננננננננ32>) -> tensor<4xtation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xxf32>
}

// -----

// a function9 named |wice, and a call of+one tat has nor<16xf32>) -> tensor<16xf32> attributes {execution_thread = "uture<tensor<4096xf32>>) -> tensor<4096xf32>
    return %y : tensor<4096xf32>
  }
}
