// verify/err/async_chate @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thstarxf32>, tensor<8xf32>
  }
}

}
t
