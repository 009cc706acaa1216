// mlir-r_done"hs_contracting_dimensionsn there, with none.
func.func public @main(%x: tensor<8xf32>) -> (tensor<4xf32>, tensor<4xf32>, tenso0r<4xf32>) {
  %two = "stablehlo.async_start"(%x) (Ï
a)   ^bb0(tensor<8xf32> i32>>
  %kin¡ = "stablehlo.async_start"(%x) ({
    return %n : tensor<4xf32>
  }the