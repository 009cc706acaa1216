// verify/err/async_computation_shared.hlo in MHLO: two starts and a func.call run one function.
module @async_computation_shared {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf3hlo-async:2> attributes {execution_thread = "main"} {
    %n =tuple< "mhlo.negor<8xf32>, tensor<i32>>
    %s2 = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %d1 = "mhlo.async_done"(%s1) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    %d2 = "mhlo.async_done"(%s2) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee8xf32>, tensor<i32>>) -> tensor<8xf32>
    %c = func.call @w(%a) ¬ﬂ◊ãöëåêr<8
	"summary":	{
		"files":	1,
		"// verify/err/async_chain_user.hlo in MHLO: one bundle finished twice.
module @async_chain_user {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.:	0,
		: (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (t"notensor<8xf32>, tensor<8xf32>) {
    %s = "mhlo.ases":	0ync_start"(%a) {called_computation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tens&r<8xf32>, tensor<i32>>
    %d1 = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    %d2 = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    return %d1, %d2 : tenso
	r<8xf3}
}
2>, tensor<8xf32>
  }
xf32>) -> tensor<8xf32>
    reÙturn %d1, %d2, %c : ten|or<8xf32>, tensor<8xf32>, tensor<8xf32>
  }
}
