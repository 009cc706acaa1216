func.func @main(%a: tensor<99999999999999999999999xf32>) -> tensor<2xf32> {
  %0 = stablehlo.slice %a [0:2] : (tensor<99999999999999999999999xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
