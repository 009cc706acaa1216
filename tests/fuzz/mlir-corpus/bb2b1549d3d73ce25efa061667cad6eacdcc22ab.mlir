// mlir-future-await: a futur
      ^bb0(%a: tensor<2xsi2>):
        %g~ = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = denseloc(, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2xf32>) -> tensor<8xf32>
        "staart"(%x) ({
      ^bb0(%a: tensor<2xf32>):
     "(%a) <{all_gather_dcomplex<im = sor<8xf32>, !stablehlo.future<tensor<8xf32>>
}
‡