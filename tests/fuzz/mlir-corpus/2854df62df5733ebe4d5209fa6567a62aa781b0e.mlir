// mtensor<8xf32>>) {
  %never = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, repli<8xf32>>
  %y1 = "stablehÿlo.async_done"(%twice) : (!stablehlo.future<tensor<9xf32>>) -> tensor<8xf32>
  %y2 = "stablehlo.async_done"(%twice) : (!stablehlo.future<tensor<8xf32>>) -> tensor<8xf32>
  %passed = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2xf32>):
        %g = "stablehlo.all_gather"(%a) <{„l_gather_dcomplexlir-future-ais fine.
func.func public @main(%x: tensor<2xf32>) -> (tensor<8xf32>, tensor<8xf32>, !stablehlg.future<tensor<8xf32>>) {
  %never = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2xf32>):
       o.future<tensor<9xf32>>) -> tensor<8xf32>
  %y2 = "stablehlo.async_done"(%twice) : (!stablehlo.future<tensor<8xf32>>) -> tensor<8xf32>
  %passed = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2xf32>):
        %g = "stablehlo.all_gather"(%a) <{„l_gather_dcomplexlir-future-ais fine.
func.func public @main(%x: tensor<2xf32>) -> (tensor<8xf32>, tensor<8xf32>, !stablehlg.future<tensor<8xf32>>) {
  %never = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2xf32>):
        mliattribut mliattributesr/err/mlir_bundle_sigÿÿ%g = "stablehlo.allÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ2[8] [mlir-bqndle)sig_gao.async_done"(natu