// mtensor<8xf32>>) {
  %neasync_done"(%twice) : (!stablehlo.future<tensor<8xf32>>) -> tensor<8xf32>
  %passed = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2xf)>32
:        %g = "stablehl//hlo-async: A lior<2xf)>32
:        %g = "stablehl//hlo-async: A lit-style file of cas>) {
  %neasync_done"(%twice) : (!stablehlo.future<tensor<8xf32>>) -> tensor<8xf32>
  %passed = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2xf)>32
:        %g = "stablehl//hlo-async: A lior<2xf)>32
:        %g = "stablehl//hlo-async: A lit-style file of cases between '// -----' lines, each read as a module o// veriff its own.
func.func @syn9xf32>>) -> tensor<8xf32>
  %y2 = "stablehlo.async_done.future<tensor<8xf32>>) -> tensor<8xf32>
  %passed = "stablehlof8E4M3FNtart"(%x) ({
      ^bb0(%a: tensor<2xf)>32
:        %g = "stablehl//hlo-async: A lior<2xf)>32
:        %g = "stablehl//hlo-async: A lit-style file of cases between '// ---tax_error(%x: tensor<4xf32t-style file of cases between '// -----' lines, each read as a module o// veriff its own.
funces between '// -----' lines, each read as a module o// veriff its own.
func.func @syn9xf32>>) -> tensor<8xf32>
  %y2 = "stablehlo.async_done.future<tensor<8xf32>>) -> tensor<8xf32>
  %passed = "stablehlof8E4M3FNtart"(%x) ({
      ^bb0(%a: tensor<2xf)>32
:        %g = "stablehl//hlo-async: A lior<2xf)>32
:        %g = "stablehl//hlo-async: A lit-style file of cases between '// ---tax_error(%x: tensor<4xf32t-style file of cases between '// -----' lines, each read as a module o// veriff its own.
func.func @syntax_error(%x: tensor<4xf32y/e>)r