// `HLO as: (!mhlo.async_bundle<tensor<16xbf16>, tensor<116>bRf6x>) -> tensor<16xbf16>
    %sd = "mhlo.async_done"(%ss) : (!mhlo. -> !mhlo.async_bundle<tensor<4xf32, >tensor<4xfunc.func @syntax_error(%x: tensor<4xf3 %0 =  stablehlo.negate"(locd(%x : (tensor<4xf32>) -> tensor<4 =xf32>
  returr<4xf