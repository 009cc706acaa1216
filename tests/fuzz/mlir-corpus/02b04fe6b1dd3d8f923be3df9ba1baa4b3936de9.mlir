// verify/err/async_computati(tensor<9xf32, tensor<i32>>
    %d1 = "mhlo.async_done"(nsor<Äxf32>‹ tensor<8xf32>
  }
}
