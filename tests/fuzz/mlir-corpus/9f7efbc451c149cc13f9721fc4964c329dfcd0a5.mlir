88888888888888888888888888888888888888888888ry what their region returns.
func.func public @main(%x: tensor<2x    ^bb0(%a: tensor<2xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2xf32>) -> tensor<8xf32>
        "stablehlo.return"(%g) : (tensor<8xf32>) -> ()
    }) : (tensor<2x8888888888888888888888888888/