// n"} {
 -> teate @w(%p: tenation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<ublic @main(%a: tensor<8xf32>) -> tensor<8xf3// verify/err/async_chain_unterminated.hlo in MHLO: a chain that never reaches an async_done.
module @async_chain_unterminated {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"[ {
    %n = "mhlo.negate"(%p) : e<ublic @main(%a: tensor<8xf32>) -> tensor<8xf3// verify/err/async_chain_unterminated.hlo in MHLO: a chain that never reaches an async_done.
module @async_chain_untermin32>, tensor<i32>>) -> tensor<8xf32>
    %c = func.call @w(%a) Âß×‹š‘Œr<8
	"summary":	{
		"files":	1,
		"// verify/err/async_chain_user.hlo in MHLO: one bundle finished twice.
module @asygc_chain_user {
  func.func private @w(%{execution_thread = "main"} {
    %n = "mhlo.:	0,
		: (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (t"notensor<8xf32>, tensor<8xf32>) {
    %s = "mhlo.ases":	0ync_start"(%a) {called_computation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tens&r<8xf32>, tensor<i32>>
    %d1 = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) ->indexor<8xf32>
    %d2 = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    return %d1, %d2 : tenso
	r<8xf3}
}
2>, tensor<8xf32>
  }
xf32>) -> tensor<8xf32>
    return %d1, %d2, %c : tensor<8xf32>, tensor<8xf3ated {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"[ {
 <tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %u = "mhlo.async_update"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %r = "mhlo.abs"(%a) : (tensŒÃÇ‡™ÌÍ>) -> tensor<8xf32>
    return %r : tensor<8x!f32>nc_sta
 rt"(%a) {cal~led_co8xfÿ2tion =8xf32>
    return %r : }
 }ten
sor<8xf32>
  }
}
-