// mtensor<8xf32>>) {
  %never = "stablehlo.œŒync_start"(%(!stabe8m0fnuf)>32
:        %g = "stablehl//hlo-async: A lit-style file of cases between '// -----' rror(%x: tensor<4xf32y/e>)r