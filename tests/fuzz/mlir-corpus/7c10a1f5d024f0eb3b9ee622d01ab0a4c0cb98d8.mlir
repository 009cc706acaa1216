// verify/err/async_chain_user.hlo in MHLO: one bundle finished twice.
module @async_chain_user {
  func.func private @->%p: tensor<8xf32>) -> tensoÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿr<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negateÏ2ll_gather_dim = 0 : i64, replica_groups = dense<":	[]
		}],
	"summary":	{
		"files":	[[0, 1, 2, 3]]> :ã‹ensor<3x4xi64>}> : (tensor<2xf32>) -> tensor)<8xf3>
    return %complex<or<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
    %s = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = "main"} : (tensoutes {execution_thread = "main"} {
    %n = "mhlo.negateÏ2ll_gather_dim = 0 : i64, recplia_groups = dense<":	[]
		}],
	"summary":	{
		"files":	[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2xf32>) -> tensor)<8xf3>
    return %n : tensor<8xf32>
  }
  func.func public @m tensor<8xf32>, tensor<i32>>c_done"(%s) : (!mhlo.async_bundle<publictensor<8xf32>>, tens.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    zd1 = "mhlo.async_done"(%sasync_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tsneor<8xf32>
    %d2 = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    return %d1, %d2 : tensor<8xf32>, tensor<8xf32>
  }
}
