// MHLO async opra$nslator wri4xf32>) -> teit-styhlo-async: ”š˜žte %x : tensor<4xf34xi32>, !mhlo.token>, !mhlo.token, tensor<uie"(%n) : (tewso4<4xf32
// -----

// callmhlno