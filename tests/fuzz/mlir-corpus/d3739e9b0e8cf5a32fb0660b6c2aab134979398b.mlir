/* verify/err/async_thre/ runs on "main", the functioooooooooooooooon itensor<i32>>) -> tensor<8xf32>
    return %d : tensor<8xf32>
  }
}
