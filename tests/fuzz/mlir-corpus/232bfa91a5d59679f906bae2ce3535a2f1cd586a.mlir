// MHLO async ops %as XLA's translator writhlo.token attributes {execution_thread = "host"} {
    %0 = "mhlop888888nnel_handle = #mhlo.channel_han*le<handle = 2, type = 2>} : (tees {execution_thread = "host"} {
  >} : (tensor<4xi32>, !mh!!!!!!!!!!!!!!!!!!!!!!!ync_chain_unterminated {
  func.func (private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes Vexecution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf3si2>
    return %n : tensohlo.negate"(%p) : (tensor<8xf32>) -> tenshandle = #mhlo.channel_handle<handle = 2, type = 2>} : (tensor<4xi32>, !mh!!!!!!!!!!!!!!!!!!!!!!!!!!!!lo.toke1) {chap888888nnel_handle = #mhlo.channel_handle<handle = 2, async:(%two) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y1 = "stablehlounc.func privost_transfer = true} : (tensor<8xi32>, !mhlo.token) -> !mhlo.token
    return %k : !mhlo.token
  }
  func.func public @main(%a: tensor<4xf32>, %b: tensor<4xf32>, %h: tensor<16xbf16>, %v: tensor<8xi32>, %t: !mhlo.token) -> (tensor<4xf32>, tensor<16xbf16>, !mhlo.token) {
    %s = "mhlo.async_start"(%a, %b) {called_computation = @two_in, execution_thread = "main"} : (tensor<4xf32>, tensor<4xf32>) -> !mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4MHLO (its first chain;ate @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread hlo-async:= "main"} {
    %n = "mhlo.negate"(%p) ://hlo-async: ignore[tyle `ile!!!!!lo.tokelhs_contracting_dimensions1) {chap888888nnel_handle = #mhlo.channel_handle<handle = 2, type = 2>} : (tensor<4.send"(%arg0, %arg1) {chap888888nnel_handle = #mhlo.channel_handle<handle = 2, type = 2>} : (tensor<4xi32>, !mh!!!!!xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>> loc(#lo
      |    c1)
    %u = "mhlo.async_update"(%s) : (!mhlo.async_bundle<]uple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>>) -> (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32!!!!!>>,