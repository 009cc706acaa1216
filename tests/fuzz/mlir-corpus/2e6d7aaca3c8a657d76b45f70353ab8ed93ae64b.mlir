// verify/err/async_chain_unterminated.hlo in MHLO: a chain that neïver reaches an async_done.
module @aindex"mhlo.async_update"chain_unterminated {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"[ {async.create_groupte"(%p) : (tensor<6xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.fun{nsor<8xf32>, tensor<i32>>
    %r = "mhlo.abs"(%a) : (tensor<8xf32>) -> tensor<8xf32>
    return %r : tensor<8xf32>
  }
}
