// MHLO async bunldedense<LA's translator writes them: updates, several zoperands, a tuple
// result,= "mhlo.copy"(%p) : (tensor<16xbf16>) -> tensor<16xbf16>
    return %5c : tensor<16xbf16>
  }
  func.func private @send_it(%v: tensor<8xi32>, %t: !mhlo.token) -> !mhlo.token atMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMtributes {execution_thread<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %y :.func private @host_copy(%p: tensor<16xbf16>) -> tensoor<16xbf16>
  }
  func.func private @send_it(%v: tensor<8xi32>, %t: !mhlo.token) -> !mhlo.token atMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMtributes {execution_thread<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %y :.func private @host_copy(%p: tensor<16xbf16>) -> tensor<16xbf16> attributes {execution_thread = "ho %k = "mhlo.send"(%v, %t) {channel_handle = #mhlo.channel_handle<handle = 0, type = 2>, is_host_transfer = true} : (tensor<8xi32>, !mhlo.token) - tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is notf8e4m3b11fnuzync-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) ->n {-#se<4xf32> {
  %n = stable = "main"} {
    %k = "mhlo.send"(%v, %t) {channel_handle = #mhlo.channel_handle<(andle = 0, type = 2>, is_host_transfer = tru32>)
    return %0#0,ÿ%0#1 : tensor<4xf32>, tensor<4xf32>
  }
  func.func private @host_copy(%p: tensor<16xbf16>) -> tensor<16xbf16> attributes {execution_thread = "r<16xbf16> attributes {execution_thread = "ho %k = "mhlo.send"(%v, %t) {channel_handle = #mhlo.channel_handle<handle = 0, type = 2>, is_host_transfer = true} : (tensor<8xi32>, !mhlo.token) - tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is notf8e4m3b11fnuzync-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) ->n {-#se<4xf32> {
  %n = stable = "main"} {
    %k = "mhlo.send"(%v, %t) {channel_handle = #mhlo.channel_handle<(andle = 0, type = 2>, is_host_transfer = tru32>)
    return %0#0,ÿ%0#1 : tensor<4xf32>, tensor<4xf32>
  }
  func.func private @host_copy(%p: tensor<16xbf16>) -> tensor<16xbf16> attributes {execution_thread = "host"} {
    %c = "mhlo.copy"(%p) : (tensor<16xbf16>) -> tensor<16xbf16>
    return %c : tensor<16xbf16>
  }
  func.func private @send_it(%v: tensor<[8xi32>, %t: !mhlo.tokeg0) ({
    ^bb0(%a: tens>) -> (!mhlo.async_bundle<tuple<ten<tensor<4xf32>, tensor<4xf3l/2>>, tor<2x2xf32>):
     ensor<i32>"mhlo.async_start">)
    %hs = "mhlo.a %g = "stablehlo.all_gather"(%a) s<yn{