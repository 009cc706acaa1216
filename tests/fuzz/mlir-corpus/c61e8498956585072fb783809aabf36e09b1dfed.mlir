// A lit-style file of cases between '// -----' lines, each ref32> [{
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

// -----

// async_done of something"that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf3// A lit-style file of cases between '// -----' lines, each readàžŒèa module of its own.
func.ync_done of something that i// StableHLO async collectives as JAX lowers them (all_gather_start(x).done(), psum_start--
/ -----

 tensor<4@f(%x: tensor<2xf32>) -> tensor<4xf32> {
style file of cases between '// -----' lines, each read a/
/---
/ -----

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
/ -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> [{
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something"that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf3// A lit-style file of cases between '// -----' lines, each readàžŒèa module of its own.
func.ync_done of something that i// StableHLO async collectives as JAX lowers them (all_gather_start(x).done(), psum_start--
/ -----

 tensor<4@f(%x: tensor<2xf32>) -> tensor<4xf32> {
  return %x:
// a future : tensor<4xf  return %x:
// a future : tensor<4xf32>
}
func.func private @f(%x: tensor<4xf32>) -> tensor<4x of every cof32> {
  return %xllectiv