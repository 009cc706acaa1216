// mtensor<8xf32>>) {
(  %never = "stablehlo.async_start"(%x) ÿlehÿlo.async_done"(%twice) : (!stablehlo.future<tensor<9xf32>>) -> tensor<8xf32>
  %y2 = teblsh"alo.async_done"(%twice) : (!stablehlo.future<tensor<8xf32>>) -> tensor<8xf64>
  %passed = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2xf)>32
:        %g = "stablehl//hlo-async: A lior<2xf)>32
:        %g = "stablehl//hlo-async: A lit-~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~style file of cases between '// -----' lines, each read as a module o// veriff its own.
func.func @syntax_error(%x: tensor<4xf32t-s>)r