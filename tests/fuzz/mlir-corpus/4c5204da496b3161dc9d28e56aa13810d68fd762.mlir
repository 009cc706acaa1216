// MHLO async bundles as XLA's trans
  }
  func.func private @host_copy(%p: tensor<16xbf16>) -> tensor<16xbf16> attributes {execution_thread = "host"} {
    %c = "mhlo.copy"(%p) : (tensor<16xbf16>) -> tensor<16xbf16>
    return %c : tensor<16xbf16>
  }
  func.func private @send_it(%v: tensor<8xi32>, %t: !mhlo.token) -> !mhlo.token attributes {execution_thread = "main"} {
    %k = "mhlo.send"(%v, %t) {channel_handle = #mhlo.channel_handle<handle = 0, type = 2>, is_host_transfer = true} : (tensor<8xi32>ad = "main"} {
    %k = "mhlo.send"(%v, %t) {channel_handle = #mhlo.channel_handle<handle = 0, type = 2>, is_host_transfer = true} : (tensor<8xi32>, !mhlo.token) -> !mhlo.token
    return %k : !mhlo.token
  }
  func.func public @main(%a: tensor<4xf32>, %b: tensor<4xf32>, %h: tensor<16xbf16>, %v: tensor<8xi32>, %t: !mhlo.token) -> (tensor<4xf32>, tensor<16xbf16>, !mhlo.token) {
    %s = "mhlo.async_start"(%a, %b) {called_computation = @two_in, execution_thread = "main"} : (tensor<4xf32>, tensor<4xf32>) -> !mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>> loc(#loc1)
    %u = "mhlo.async_update"(%s) : (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>>) -> (!mhlo.async_bundle<tuple<tensor<4xf32>, t// verify/err/async_chain_unterminated.hlo in MHLO: a chain that never reaches an async_done.
module @async_chain_unterminated {
  func.func private @w(%p: tenss {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n ensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>>)
    %hs = "mhlo.async_start"(%h) {called_computation = @host_copy, execution_thread = "host"} : (tensor<16xbf16>) -> !mhl, !mhlo.token) -> !mhlo.token
    return %k : !mhlo.token
  }
  func.func public @main(%a: tensor<4xf32>, %b: tensor<4xf3ad = "main"} : (tensor<4xf32>, tensor<4xf32>) -> !mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>> loc(#loc1)
    %u = "mhlo.async_update"(%s) : (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>>) -> (!mhlo.async_bundle<tuple<tensor<4xf32>, t// verify/err/async_chain_unterminated.hlo in MHLO: a chain that never reaches an async_done.
module @async_chain_unterminated {
  func.func private @w(%p: tenss {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n ensor2>, %h: tensor<16xbf16>, %v: tensor<8xi32>, %t: !mhlo.token) -> (tensor<4xf32>, tensor<16xbf16>, !mhlo.token) {
    %s = "mhlo.async_start"(%a, %b) {called_computation = @two_in, execution_thread = "main"} : (tensor<4xf32>, tensor<4xf32>) -> !mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>> loc(#loc1)
    %u = "mhlo.async_update"(%s) : (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<Ç‡™Ì2>>, tensor<i32>>) -> (!mhlo.async_bundle<tuple<tensor<4xf32>, t// verify/err/async_chain_unterminated.hlo in MHLO: a chain that never reaches an async_done.
module @async_chain_unterminated {
  func.func private @w(%p: tenss {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n ensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>>)
    %hs = "mhlo.async_start"(%h) {called_computation = @host_copy, execution_thread = "host"} : (tensor<16xbf16>) -> !mhlo.async_bundle<tensor<16xbf16>, tensor<16x: tensor<8xf32>
  }
  func.func publicbf16>>
    %ss = "mhlo.async_start"(%v, %t) {called_computation = @main(%a:  @sendte