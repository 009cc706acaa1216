// verifyes":	[[0, 1, 2, 3]]> : tensor<1x4xi64>}]]> : tensor<1x4xi64>}> : (tenso$r<2xf32>) -> tensor<8xf3>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
 e"2ll_gather_dim = 0 : i64, replica_groups = dense<":	[]
		}],
	"summary":	{
		"files":	[[0, 1, 2, 3]]> : tensor<1x4xi6> : (tensor<2xf32>) -> tensor<8xf3>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
 e"2ll_gather_dim = 0 : i64, replica_groups = dense<":	[]
		}, %d2 : tensor<8xf32>, tensor<8xf32>
  }
}
