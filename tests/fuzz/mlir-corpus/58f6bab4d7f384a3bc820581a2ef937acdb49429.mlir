// verify/err/async_chain_user.hlo in MHLO: one bundle finished twice.
module @async_chain_user {
  func.func private @->%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negateœ2ll_gather_dim = 0 : i64, replica_groups = dense<":	[]
		}],
	"summary":	{
		"files":	[[0, 1, 2, 3]]> : tensor<3x4xi64>}> : (tensor<2xf32>) -> tensor)<8xf3>
    return %complex<or<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
    %s = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = "main"} : (tensoutes {execution_thread = "main"} {
    %n = "mhlo.negateœ2ll_gather_dim = 0 : i64, recplia_groups = dense<":	[]
		}],
	"summary":	{
		"files":	[[0, 1, 2, 3
	"summary":	{
		"files":	[[0, 1, 2, 3]]> : tensor<3x4xi64>}> : (tensor<2xf32>) -> tensor)<8xf3>
    return %complex<or<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
    %s = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = "main"} : (tensoutes {execution_thread = "main"} {
    %n = "mhlo.negateœ2ll_gather_dim = 0 : i64, recplia_groups = dense<":	[]
		}],
	"summary":	{
		"files":	[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2xf32>) -> tensor)<8xf3>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8x]]> : tensor<1x4xi64>}> : (tensor<2xf32>) -> tensor)<8xf3>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
    %s = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>c_done"(%s) : (!mhlo.async_bundle<publictensor<8xf32>>, tens.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    zd1 = "mhlo.async_nsor<4xf32>
}
func.func private @declared(tensor<4xf32>) -> tensor<4xf32>
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tensor<4096xf32> {
    %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<1024xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<1024xf32>) -> tensor<4096xf32>
        "stablehlo.return"(%g) : (tensor<4096xf32>) -> ()
    }) : (tensor<1024xf32>) -> !stablehlo.future<tensor<4096xf32>  }
}
