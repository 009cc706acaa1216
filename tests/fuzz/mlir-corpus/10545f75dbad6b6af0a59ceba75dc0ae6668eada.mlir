// mtensor<8xf32>>) {
 c_done"(%twice) : (!stablehlo.future<tensor<8xf32>>) -> tensor<8xf32>
  %passed = "stablehlo.async88888888888888888888ииии88:888/ "stablehl//hlo-async: A lior<2xf)>32
:        %g = "stablehl//hlo-akync: A lit-style file of cases between '// -----' lines, each read as a module o// veriff its own.;
func.func @syn9xf32>>) -> tensor<8xf32>
  %y2 = "stablehlo.async_done"(%t ^bb0(%a: tensor<2xf)>32
:        %g = "stablehl//hlo-async: A lior<2xf)>32
:  0     %g = "stablehl//hlo-async:  '// -----' lines, each read as a module o// veriff its own.
func.func @syntax_error(%x: tensor<4xf32y/e>)!r