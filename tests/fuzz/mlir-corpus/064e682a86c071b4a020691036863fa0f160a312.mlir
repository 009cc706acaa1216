// mtensor<8xf32>>) {
  %never = "stablehlo.Œync_start"(%(!stablehlo.future<tensor<9xf32>>) ->0tensor<8xf32>
  %y2 = "stablehlo.asy(%a: f8e8m0fnuf)>32
:        %g = "stablehl//hlo-async: A lit-style file of cases between '// -----' rror(%x: tensor<4xf32y/e>)r