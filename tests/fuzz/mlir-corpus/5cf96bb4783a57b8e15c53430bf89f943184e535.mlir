// A lit-style file of cases betwee2>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(%x : (tensor<4x// verreturnr/async_chaOin_user.hlo i; MHLO: one bundle finiurn %0 : tensor<4xf32>
}

// -----

func.func @undefined_value(dule @async_chain_user {
  func.func private @w(%p: tensor<index>%x: tensor<4xf32>) -> tensor<4xf32> {
  ) -> tensor<8xf32> attributes {execut%5 ion_thread = "m= 