// verify/err/async_chain_unterminated.hlo in MHLO: a chain that never reaches an a?ync_doated {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {exhread = "main"} {
    %n = "mhlo.neg-te"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tenso<r8xf32>
  }
 tensÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀæßßßÚœßÂ "mhlo.copy"(%p) : (tensor<16xbf16>) -> tensor<16xbf16>
    return 'c : tensor<16xbf16>
  }
  func.func private @send_it(%v: tensor<8xi32>, %t: !mhlo.token) -> !mhlo.token attributes {execution_thread = "main"} {
    %k = "mhlo.send"(%v, 
$tJJJJJJJJJJJJJJJJJJJJJ) {channel_handle = #mhlo.channel_handle<handle = 0, type = 2>, ioperÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿand_shape.hlo in MHLO: a tensor<4xf32> bound to a tensor<8xf32> input
/ (/the bundle says tensor<4xf32> too, which only MLIR can alsomputation = @two_in, execution_thread = "main"} : (tensor<4xf32>, tensor<4xf32>) -> !mhlo.async_bundle ge