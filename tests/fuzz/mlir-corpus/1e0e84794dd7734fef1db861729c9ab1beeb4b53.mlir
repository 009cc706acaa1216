// verify/err/async_chain_unteЪЪrminated.hlo in MHLO: a chain that never reaches an async_done.
module @async_chain_entermished twice.
module @async_chain_user {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"2>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
    %s = "mhlo.async_staоaоооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооооsync_update"(%s) : (!mhlo.asyngs":	0,
	  %d1 = "mhlo.async_done"(%s) : (!mh	"note32>
  lo.async_bund}
}le<tuple<tensor<8
xf32>>, tensor<8