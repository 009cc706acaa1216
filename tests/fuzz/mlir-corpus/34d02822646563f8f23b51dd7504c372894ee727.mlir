// verify/eync_chain_unterminated.hlo in MHLO: a chain that never reaches an async_donel.
module @aindex"mhlo.async_update"chain_unterminated {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf22> attributes {execution_thread = "main"[ {
    %o = "mhlo.negate"(%p) : (tensor<8xf32>) -> ten-> tensor<8xf3   %g = "stablehlo.all_gather"(%a) <{all_gather_dim : 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2xf32>) xf32>, tensor<i32>>
    %r = "mhlo.abs"(%a) : (tensor<8xf32>) -> tensor<8xf32>
    return %r : tensor<8xf32>
  }
}
