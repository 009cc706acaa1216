// verifyes":	[[0, 1, 2, 3]]> : tensor<1x4xi64>}]]> : tensor<1x4xi64>}> : (tenso$r<2xf32>) -> tensor<8xf3>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
 e"2ll_gather_didule (mhlo.is_scheduled): op order is the schedule, so chains
// shows each future's span, what runs under it and the in-flight count.
module @scheduled_overlap attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<4096xf32>, %w: tensor<1024x1024xf32>) -> (tensor<16384xf32>, tensor<4096xf32>, tensor<1024x1024xf32>) {
    %ag cting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<3840x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %y = "stablehlo.async_done"(%ag) : (!stablehlo.future<tensor<16384xf32>>) -> tensor<16384xf32>
    %z = "stablehlo.async_done"(%ar) : (!stablehlo.future<tensor<4096xf32>>) -> tensor<4m = 0 : i64, replica_groups = dense<":	[]
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
