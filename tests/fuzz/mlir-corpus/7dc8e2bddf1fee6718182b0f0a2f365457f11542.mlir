mlir/err/mlir_future_await.mlir:3:3: error: the future '%nevMMMMMMMMMMMMMMMMMMMM	"0.1.0"
	},
	"filMMMMMMMMM	"0.1.0"
	},
	"files":	[{
			"path":	"mlir/ok/mhlo_bund”Œ™™r = true} : (tensor<8xi32>, !mhlo.token) - tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is notf8e4m3b11fnuzync-chain-operand)
func.func @not_a_bundle(%x: lhs_contracting_dimensionstensor<4xf32>) ->n {-#se<4ain"} {
 u,