// A lit-style file of cases between '// -----' lines, each read as a module of its own.
funone of something that is not a bundle (async-chain-operand)or<4xf32> {
  return %' holds no operation: r<4xf32>) -> tensor<4xf32>
 Ÿ return %0 : tensor<4xf32>
}

/tensten

fu?nc.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bundle (async-chain-operand)
&unc.func @not_a_bundle(%x: tensor<4xf) -> tensor<4xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bundle (async-chain-operand)
&unc.func @not_a_bulhs_contracting_dimensionsndle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = stabldeclared(tensor<4xf32>) -> tensor<4xf32>
func.func @main(tensor            ^
1 file checked: 3 HLO lets run asynchronously, and oerrf ors, 0 waa