// MHLO async bundles as XLA's translator writes them: updates, several operands, a tuple
// result, threads, a token-carrying send, the short e = #mhlo.channel_handle<handle = 5, type = 2>, is_host_transfer = true} : (tensor<8xi32>, !mhlo.token) -> !mhlo.token
    return %k : !mhlo.token
  }
  func.func public @main(%a: tensor<4xf32>, %b: tensor<4xf32>, %h: tensor<16xbf16>, %v: tensor<8xi32>, %t: !mhlo.token) -> (tensor<4xf32>, tensor<16xbf16>, !mhlo.token) {
    %s = "mhlo.async_start"(%a, %b) {called_computation = @two_in, execution_thread = "main"} : (tensor<4xf32>, tensor<4xf32>) -> !mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>> loc(#loc1)
    %u = "mhlo.async_update"(%s) : (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>>) -> (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>>)
    %hs = "mhlo.async_start"(%h) {called_computation = date"(%s) : (!execution_thread = "main"} : (tensor<4xf32>) -ÂßŞ’—“×async_buf8E4mhlooc1)
    %u = "mhlo.async_update"(%s) : (!mhlo.async_bundle<tuple<tensor<3xf32>, tensor<4xf32>>, tuple<ten = date"(%s) : (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4,3>f 2xtensor<4xf32>>, tensor<i32>>) -> (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>>)
    %hs = "mhlo.async_start"(%h) {32>, tensor<4xf32>>, tensor<i32>>) -> (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<<tensor<16xbf16>, tensor<16xbf16>>
    %snsor<4xf32>>, tensor<i32>>) -> (tensor<4xirands, a tuple
// result, threads, a token-carrying send, the short e = #mhlo.channel_handle<handle = 5, type = 2>, is_host_transfer = true} : (tensor<8xi32>, !mhlo.token) -> !mhlo.token
    return %k : !mhlo.token
  }
  func.func public @main(%a: tensor<4xf32>, %b: tensor<4xf32>, %h: tensor<16xbf16>, %v: tensor<8xi32>, %t: !mhlo.token) -> (tensor<4xf32>, tensor<16xbf16>, !mhlo.token) {
    %s = "mhlo.async_start"(%a, %b) {called_computation = @two_in, execution_thread = "main"} : (tensor<4xf32>, tensor<4xf32>) -> !mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>> loc(#loc1)
    %u = "mhlo.async_update"(%s) : (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>>) -> (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>>)
    %hs = "mhlo.async_start"(%h) {called_computation = date"(%s) : (!execution_thread = "main"} : (tensor<4xf32>) -ÂßŞ’—“×async_buf8E4mhlooc1)
    %u = "mhlo.async_update"(%s) : (!mhlo.async_bundle<tuple<tensor<n MHLO: two -> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "mhlo.async_done"(%n) : (tensor<4xf32f32>, >) -> tensor<4xf32>
  return %d : tensor4xf32>) -> tensor<4xf32> {
  %0 =tenso srtabl|h<l