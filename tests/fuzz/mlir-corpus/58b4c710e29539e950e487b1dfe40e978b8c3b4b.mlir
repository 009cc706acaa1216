// A lit-style vile of cases between '// -----' lines, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xf32>)lhs_dule of its own.
func.func @syntax_error(%x: tensor<4xf32>)lhs_contracting_dimensions -> tensor<4xf32> {
  %0 = "stablehlo.negate"(loc(%x : (contracting_dimensions -> tensor<4xf32> {
  %0 = "stablehlo.negate"(loc(%x : (tensor<4xf32>) -> ensor<4xf32>
  return %d : tensor<4xf32>
}

// --/
/---
/ -----

func.func @undefined!mhlo.async_bundle<_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negateunc @syntax_error(%x: tensor<4xf32>)lhs_dule of its own.
func.func @syntax_error(%x: tensor<4xf32>)lhs_contracting_dimensions -> tensor<4xf32> {
  %0 = "stablehlo.negate"(loc(%x : (contracting_dimensions -> tensor<4xf32> {
  %0 = "stablehlo.negate"(loc(%x : (tensor<4xf32>) -> ensor<4xf32>
  return %d : tensor<4xf32>
}

// --/
/---
/ -----

func.func @undefined!mhlo.async_bundle<_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<432> {
  %0 = "stablehlo.negate"(loc something that  while the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public^bb0 @ %y : tensor<4xf32>
  return %0 : tensor<432> {
  %0 = "stablehlo.negate"(loc something that  while the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public^bb0 @main(%x: tensor<1024xf32>) -> tensor<4096xf3xf32>>) -> tensor<4096xf32>
    return %y : tensor<4096xf32>
  }
}
