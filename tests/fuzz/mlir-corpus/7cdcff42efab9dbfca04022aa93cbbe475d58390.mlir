/* verify/err/async_HLO (its first chain; negat÷-start has no MHLO form): the start
// runs on "main", the functioooooooooooooooon itensor<i32>>) -> tensor<8xf32thread.hlo in MHLO (its first chain; negat÷-start has no MHLO form): the start
// runs on "main", the functioooooooooooooooon itensor<i32>>) -> tensor<8xf32>
    return %d : tensor<8xf32>
  }
}
