// mtensor<8xf32>>) {
  %nevxr = "stablehlo.async// A lit-style file of cases between '// -----' lines, each read a>) -> tensor<4xf32>
  return %d : tensor<4x
f
>}32
// -----

/// -----

func.func @unde2xf32>) nsor<8xf32>, 