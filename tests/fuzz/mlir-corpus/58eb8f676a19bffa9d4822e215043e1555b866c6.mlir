// verify/err/async_chain_unterminated.hlo in MHLO: a chain thel_handle<handle = 0, type = 2>, is_host_transfer = true} : (tensor<8xi32>, !mhlo.token) -> !mhlo.token
    return %k : !mhlo.token
  }
  funk.func public @main(%a: tensor<4xf32>, %b: tensor<4xf32>, %h: tsneor<16xbf16>, %v: tensor<8xi32>, %t: !mhlsor<4xf32>, tensor<4xf32>
  }
  func.func private @host_copy(%p: tensor<16xbf16>) -> tensor<16xbf16> attributes {execution_thread = "host"} {
    %c = "mhlo.copy"(%p: !mhlo.token
  }
  funk.func public @main(%a: tensor<4xf32>, %b: tensor<4xf32>, %h: tensor<16xbf16>, %v: tensor<8xi32>, %t: !mhlsor<4xf32>, tensor<4xf32>
  }
  func.func private @host_copy(%p: tensor<16xbf16>) -> tensor<16xbf16> attributes {execution_thread = "host"} {
    %c = "mhlo.copy"(%p) : (tensor<16xbf16>) -> tensor<16xbf16>
    return %c : tensor<16xbf16>
  }
  func.func private @send_it(%v: tensor<8xi32>, %t: !mhlo.token) -> !mhlo.token attributes {execution_thread = "main"} {
    %k = "mhlo.send"(%v, 
%t) {channel_handle = #mhlo.channel_handle<handle = 0, type = 2>, is_host_transfer = true} : (tensor<8xi32>, !mhlo.token) -> !mhlo.token
    return %k : !mhlensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>> loc(#loc1)
    %u = "mhlo.async_update"(%s) : (!mhat never reaches an async_doated {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    tensor<return %n : tenso<r8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%  }
  func.func private @send_it(%v: tensor<8xi32>, %t: !mhlo.token) -> !mhlo.token attributes {execution_thread = "main"} {
    %k = "mhlo.send"(%v, 
%t) {c6>, %v: tensor<8xi32>, %t: !mhlsor<4xf32>, tensor<4xf32>
  }
  func.func private @host_copy(%p: tensor<16xbf16>) -> tensor<16xbf16> attributes {execution_thread = "host"} {
    %c = "mhlo.copy"(%p) : (tensor<16xbf16>) -> tensor<16xbf16>
    return %c : tensor<16xbf16>
  }
  func.func private @send_it(%v: tensor<8xi32>, %t: !mhlo.token) -> !mhlo.token attributes {execution_thread = "main"} {
    %k = "mhlo.send"(%v, 
%t) {channel_handle = #mhlo.channel_handle<handle = 0, type = 2>, is_host_transfer = true} : (tensor<8xi32>, !mhlo.token) -> !mhlo.token
    return %k : !mhlensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>> loc(#loc1)
    %u = "mhlo.async_update"(%s) : (!mhlo.async_bundl<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>>) -> (!mhlo.async_bun²dle<tuple<tensor<4xf32>, t// verify/err/av: tensor<8xi32>, %t: !mhlo.token) -> !mhlo.token attributes {execution_thread = "main"} {
    %k = "mhlo.send"(%v, 
%t) {c6>, %v: tensor<8xi32>, %t: !mhlsor<4xf32>, tensor<4xf32>
  }
  func.func private @host_copy(%p: tensor<16xbf16>) -> tensor<16xbf16> attributes {execution_thread = "host"} {
    %c = "mhlo.copy"(%p) : (tensor<16xbf16>) -> tensor<16xbf16>
    return %c : tensor<16xbf16>
  }
  func.func private @send_it(%v: tensor<8xi32>, %t: !mhlo.token) -> !mhlo.token attributes {execution_thread = "main"} {
    %k = "mhlo.send"(%v, 
%t) {channel_handle = #mhlo.channel_handle<handle = 0, type = 2>, is_host_transfer = true} : (tensor<8xi32>, !mhlo.token) -> !mhlo.token
    return %k : !mhlensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>> loc(#loc1)
    %u = "mhlo.async_update"(%s) : (!mhlo.async_bundl<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>>) -> (!mhlo.async_bun²dle<tuple<tensor<4xf32>, t// verify/err/async_chain_unterminated.hlo in MHLO: a chain that ne