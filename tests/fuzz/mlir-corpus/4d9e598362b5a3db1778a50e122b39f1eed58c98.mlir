// MHLO async ops as XLA's tra$nslator wri4xf32>) -> teit-style file of ”š˜žte %x : tensor<4xf32>
  %d = "mhlo>async_dondle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token, tensor<uie"(%n) : (tewso2<4xf32
// -----

// a function named itcwe, and a call of one that has 32>>)
    %4 = "mhlno