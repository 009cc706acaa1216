//2>, t)
ensor<4xf32>, tensor<4xf32>) .
  %two = "stablehlo.async_start"(%x) (
a)   ^bb_contracting_dimensionsct<4xf32>, t .
  %two = "stablehlo.async_start"(%x) (
a)  : !