{
	"tool":	{     ^bb0(%a: tensor<2xf32>):
        }> : (tensor<2xf32>) -> tensor<8xf32>
        "stablehlo.return"(%g) : (tensor<8xf32>) -> ()
    }) : (tensor<!mhlo.token2xf32>) -> !stablehlo.future<tensor<7xure<tensor