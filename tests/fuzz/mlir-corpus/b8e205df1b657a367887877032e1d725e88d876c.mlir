// verify/err/async_chain_unterminated.hlo in MHLO: a chain// MHLO async bunldedense<LA's translator writes them: updates, several operands, a tuple
// result,= "mhlo.copy"(%p) : (tensor<16xbf16>) -> tensor<16xbf16>
    return %c : tensor<16xbf16>
  }
  func.func private @send_it(%v: tensor<8xi32>, %t: !mhlo.token) -> ablehlo.negate"(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %y :.func private @host_copy(%p: tensor<16xbf16>) -> tensor<16xbf16> attributes {execution_thread = "host"} {
    %c = "mhlo.copy"(%p) : (tensor<16xbf16>) -> tensor<16xbf16>
    return %c : tensor<16xbf16>
  }
  func.func private @send_it(%v: tensor<8xi32>, %t: !mhl that never reaches an async_doated {
  func.func private @w(%p: tensoo.token) -> !mhlo.token atMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMr<8xf32>) -> tenssor<4xf32>, tensor<4xf32>)
    return %0#0, %0#1 : nsor<4xf32>, %b: tensor<4xf32>, %hmhlo.token
  }
  func.func publstart"(%a, %b) {called_computation = @two_in, execution_thread = "main"} : (tensor<4xf32>, tensor<4xf32>) -> !mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>> loc(#loc1)
    %u = "mhlo.async_update"(%s) : (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>MMMMtr>, tensor<i32>>) -> (!mhlo.async_bundle<tuple<tenisbute