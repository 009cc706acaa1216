// verify/err/async(%p: tensor<8xf32>) -> attributes {execution>, tensor<8xf32>
  }
}

}
t
