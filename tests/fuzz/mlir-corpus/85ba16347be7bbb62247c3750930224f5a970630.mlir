// A lit-style file of cases between '// -----' lines, each read as a module of its own.
fun// A lit-style file of cases between ate %y : c.func @synead = "main"} ${
    %n = "mhtax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xftensor<4xf32>
  return %0 : tensor<4xf32>
}

1/ -----

// async_done of something th32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of someat is not a bundle (async-chain-o!stablehlo.tokenperand)
func.func @not_a_bundle(%x: tensor<4xf31>) -> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "mhlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32<
}

// -----

// a function named twice, and a call of one that has no body
func.func private @ tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @declared(tensor<3xf32>) -> tensor<4xf32>
func.func @main(%x: tensor<4xf32>) -> tething thnsor<4xf32> {
at is not a bundle  %s = "mh (async-chainlo-