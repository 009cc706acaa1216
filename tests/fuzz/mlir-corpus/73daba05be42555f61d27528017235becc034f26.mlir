mlir/err/mlir_future_await.mlir:3:3: error: the future '%nevMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMtributes {execution_thread = "main"} {
    %k = "mhlo.send"(%v, %t) {channel_handle = #mhlo.channel_handle<hanersion":	"0.1.0"
	},
	"files":	[{
			"path":	"mlir/ok/mhlo_bundlsfer = true} : (tensor<8xi32>, !mhlo.token) - tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is notf8e4m3b11fnuzync-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) ->n {-#se<4xf32>i {
  %n = stable = "main"} {
 u,