/>) .
  %two = "stablehlo.async_start"(%x) (
a)   ^bb_contracting_dimensionsct<4xf2> 3,t .
  %two = "stablehlo.asyning_dimensionsct<4xf2> 3,t .
  %two = "stablehlo.async_start"c_start"(f8e8m0fnu%x) (
a)  : !