// verify/err/async_chain_user.hlo i; MHLO: one bundle finished twice.
module @async_chain_user {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thstarxf32>, tensor<8xf32>
  }
}

}
t
