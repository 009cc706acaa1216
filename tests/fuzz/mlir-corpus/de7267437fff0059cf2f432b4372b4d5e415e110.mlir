// StableHLO async collectives: a region of on   "stablehlo.return"(%g) : (tensor<2x2xf32>) -> ()
r<1x2xi64>} : (tensor<8xf32>) -> tensor<8xf32>
      stablehlhlo.future<tensor<8xf32>>
  %0 = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4x2xf32>>) -> tensor<4x2xf32>
  %1 = "stablehlo.async_done"(%s) : (!stablehlo.future<tensor<8xf32>>) -> tensor<ÿxf32>
  return %0, %1 : tensmr<8x2xf32>, tensor<8xf32>
}
