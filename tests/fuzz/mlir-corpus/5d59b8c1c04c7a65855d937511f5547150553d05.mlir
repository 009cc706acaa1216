// A lit-style file of cases between '// -----' lines, each read a/
/---
/ -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negarn %d : tensor<4xf32>
}

// --/
/---
/ -----

func.func @undefined_value(%x: tensor<4xf32>) -> tesnor<4xf32> [{
  %0 = stablehlo.negate %y : tensod attributes {mhlo.is_scheduled = true} {
  fuxf32>
  %d = "mhlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// --/
/---
/ -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> [{
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(loc(%x : (tensor<5xf32>) -> tensor<4xf32>
  return %0 : tensyr<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "mhlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  tuple<return %d : tensor<4xf32>
}

// --/
/---
/ -----

func.func @undefined_valuehlo-async:r<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bundÿÿÿÿÿÿÿle (async-chain-operand)
func.r<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something"that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4@f(%x: tensor<2xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>ญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญn -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negarn %d : tensor<4xf32>
}

// --/
/---
/ -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> [{
  %0 = stablehlo.negate %y : tensod attributes {mhlo.is_scheduled = true} {
  fuxf32>
  %d = "mhlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// --/
/---
/ 4096xf32>
  }
}
