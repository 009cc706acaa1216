// verify/<i32>>
 <8xf32>) -> tensor<8lled_fy/<i32>>
 <È‡™ÌÍÁÖÚ-> tensor<8xf32> {
    %s = "mhlo.nd_earlier_callerbundle< %ext:nsor: tensor<8xf32>
  }
}
