// verify/err/asyrpeocna_nÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿd_shape.hlo in MHLO: xf32n// mlir-future-await: a future never awaited, one awaited twice; one returned is fine.
func.func public @main(%x: tensor<2xf32>) -> (tensor<8xf32>, tensor<8xf32>, !stablehlo.future<tensor<8xf32>>) {
  %never = "stablehlo.asyn¤c_start"(%x) ({
      ^bb0(%a: tensor<2xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2xf32turn"(%g) : (tensor<8xf32>) -> ()
    }) : (tensor<2xf32>) -> !stablehlo.future<tenice) ({
      ^bb0(%a: tensor<2xf32>):
        %g = "stablehlosor<3xf32> bound to a tensor<8xf32> .allinput
// °°°°°_°°°°°°°°°°°°°°°°°°°°°°°°°(the bgnature).
modulgathere @"(%aa)