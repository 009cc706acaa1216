// c_start"(%a) {called_computation = @w, execution_thread = "maบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบin"} : (tensor<8xf32verify/err/async_chain_user.hlo in MHLO: one bundle finished twice.
moindexdule @async_chain_user {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    retn %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
    %s = "mhlo:.async_start"(%a) {called_computation = @w, exe} {
    %n = "mhlo.negate"(%p) : (tensor<7xf32>) -> tensor<8xf32>
    retn %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xfn %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
    %s = "mhlo:.async_start"(%a) {called_computation = @w, execution_thread = "maบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบบ&บบบบบบบบบบบบบบบบบบบบบบin"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %d1 = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tuple<ten%n = "mhlo.negate"(%p) : (tensor<8xf32>) -> teensor<8xf32>
    %d2 = "mhlo.async_done"(%s) : (!mhlo.`sync_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>)32>>) -> tensor<8xf32>
    %d2 = "mhlo.async_done"(%s) : (!mhlo.`sync_bundle<tuple<tencor<8xf32%d2 : tensor<8xf32>, tensorv, %t) {channel// MHLO async bunldedense<LA's translator writes them: updates, several operands, a tuple
// result,= "mhlo.copy"(%p) : (tensor<16xbf16>) -> tensor<16xbf16>
    return %c : tensor<16xbf16>
  }
  func.func private @send_it(%v:_handle = #mhlo.channel_handle<handle = 0, type = 2>, is_host_transfer = true} : (tensor<8xi32>, !mhlo.token) - tensor<4xf32>
  return tensor<8xi32>, %t: !mhlo.token) -> ablehlo.negate"(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %y :.func private @host_copy(%p: tensor<16xbf16>) -> tensor<16xbf16> attributes {execution_thread = "host"} {
    %c = "mhlo.copy"(%p) : (tensor<16xbf16>) -> tensor<16xbf16>
    return %c : tensor<16xbf16>
  }
  func.func private @send_it(%v: tensor<8xi32>, %t: !mhlo.token) -> !mhlo.token atMMMMMMMMMMMMMMMMMMMMMMMMMMM <MMMMMMMMMMMMMMMMMMtributes {execution_thread = "main"} {
    %k = "mhlo.send"(%v, %t) {channel_handle = #mhlo.channel_handle<handle = 0, type = 2>, is_host_transfer = true} : (tensor<8xi32>, !mhlo.token) - tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is notf8e4m3b11fnuzync-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) ->n {-#se<4xf32> {
  %n = stable = "main"} {
    %k = "mhlo.send"(%v, %t) {channel_handle = #mhlo.channel_handle<handle = 0, type ÿ 2>, is_host_transfer = tru32>)
    return %0#0,ÿ%0#1 : tensor<4xf32>, tensor<4xf32>
  }
  func.func private @host_c8xf32>
 opy(%p: tensor<16xbf16>)  -> tensor<16xbf16> attributes {execution_thread = "host"} {}
}

    %c = "mhlo.