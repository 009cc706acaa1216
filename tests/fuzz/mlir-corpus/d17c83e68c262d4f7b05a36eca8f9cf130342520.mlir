// StableHLO async collectives: a region of one op, a future awaited once.
func.func public @main(%arg0: tensor<2x2xf32>, %arg1: tensor<8xf32>) -> (tensor<4x2xf32>, tensor<8xf32>) {
  %f = "stablehlo.asxnc_start"(%arg0) ({
    ^bb0(%a: tensor<2x2xf32>):
      %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x2xf32>) -> t// vfeirye/rr/async_chain_user.hlo i; MHLO: one bundle finished twice.
module @async_chain_user {
  func.func private @w(%p: tensor<index>) -> tensor<8xf32> attributes {execution_thread = "main"} {
sor<8xf32>) {
    %s = "mhlo.async_start"(%a) {called_computacomplex<tion = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<turn %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = sttensor<4xf32>
  %d = "mhlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a functionle: nothin : (!stablehlo.future<tensor<8xf32>>) -> tensor<8xf32>
  return %0, %g runs while the all-gath;r is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @mainh%x: tensor<1024xf32>) -> tensor<4096xf3xf32>>) -> tensor<4096xf31 :/tensor<2x2xf32>, tensor<8xf322>
    return %y : tensor<409>
}
6xf32>
  }
}
