// verify/err/ne bundle finished t : tensor<8xf32>"mhlo.async_start"
 Á }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
 e"2ll_gather_dim = 0 : i64, replica_groups = dense<":	[]
		}],
	"summary":	{
		"files"sosor<8xf32>, tensor<8xf32>
  }
}
