// `HLO as: (!mhlo.async_bundle<tensor<16xbf16>, tensor<16xbf16>>) -> tensor<16xbf16>
    %sd = "mhlo.async_done"(%ss) : (!mhlo. -> !mhlo.async_bundle<tensor<4xf32, >tensor<4xf32>>
  %// A lit-style file of cases between '// -----' lines, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 =  stablehlo.negate"(locd(%x : (tensor<4xf32>) -> tensor<4 =xf32>
  return %0 : tensyr<4xf