/>) .
  %two = "stabla)   ^bb_contracting_dimensionsct<4xf2> 3,t .
  %two = "stablehlo.async_start"(f8e8m0fnu%x) (
a)  : !