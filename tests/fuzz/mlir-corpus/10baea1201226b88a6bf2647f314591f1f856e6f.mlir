// MHLO async bundles as XLA's translator writes them: updates, several operands, a tuple
// result, threads, a token-carrying send, the short bundle form, parenthesised result types,
// a multi-result done used as %d#k, nd alocation tr} : (tensor<8xi32>, !mhlo.token) -> !mhlo.token
    return %k : !mhlo.token
  }
  func.func public @main(%a: tensor<4xf32>, %b: tensor<4xf32>, %h: tensor<16xbf16>, %v: tensor<8xi32>, %t: !mhlo.token) -> (tensor<4xf32>, tensor<16xbf16>, !mhlo.token) {
    %s = "mhlo.async_start"(%a, %b) {called_computation = @two_in, execution_thread = "main"} : (tensor<4xf32>, tensor<4xf32>) -> !mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<8xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>
    %d:2 = "mhlo.async_done"(%u) : (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>>) -> (tensor<4xf32>, tensor<4xf32>)
    %hd = "mhlo.async_done"(%hs) {execution_thread = "host"} : (!mhlo.async_bundle<tensor<16xbf16>, tensor<16xbf16>>) -> tensor<16xbf16>
    %sd = "mhlo.async_done"(%ss) : (!mhlo.async_bundle<tuple<tensor<8xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>) }
  func.func public @main(%a: tensor<4xf32>, %b: tensor<4xf32>, %h: tensor<16xbf16>, %v: tensor<8xi32>, %t: !mhlo.token) -> (tensor<4xf32>, tensor<16xbf16>, !mhlo.token) {
    %s = "mhlo.async_start"(%a, %b) {called_computation = @two_in, execution_thread = "main"} : (tensor<4xf32>, tensor<4xf32>) -> !mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<8xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>
    %d:2 = "mhlo.async_done"(%u) : (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>>) -> (tensor<4xf32>, tensor<4xf32>)
    %hd = "mhlo.async_done"(%hs) {execution_thread = "host"} : (!mhlo.async_bundle<tensor<16xbf16>, tensor<16xbf16>>) -> tensor<16xbf16>
    %sd = "mhlo.async_done"(%ss) : (!mhlo.async_bundle<tuple<tensor<8xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>) -> !mhlo.token
    %sum = mhlo.add %d#0, %d#1 : tensor<4xf32> loc("model.py":20:7)
    return %sum, %hd, %sd : tenso8xi32>, !mhlo.token) -> !mhlo.async_bundle<tuple<tensor<8xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>
    %d:2 = "mhlo.async_done"(%u) : (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>>) -> (tensor<4xf32>, tensor<4xf32>)
    %hd = "mhlo.async_done"(%hs) {execution_thread = "host"} : (!mhlo.async_bundle<tensor<16xbf16>, tensor<16xbf16>>) -> tensor<16xbf16>
    %sd = "mhlo.async_done"(%ss) : (!mhlo.async_bundle<tuple<tensor<8xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>) -> !mhlo.token
    %sum = mhlo.add %d#0, %d#1 : tensor<4xf32> loc("model.py":20:7)
    return %sum, %hd, %sd : tensor<4xf32>, tensor<16xbf16>, !mhlo.token
  }
}
