// MHLO async ops %as XLA's translator writhlo.token attributes {execution_thread = "host"} {
    %0 = "mhlop888888nnel_handle = #mhlo.channel_han*le<handle = 2, type = 2>} : (tees {execution_thread = "host"} {
    %0 = "mhlop888888nnel_handle = #mhlo.channel_han*le<handle = 2, type = 2>} : (tensor<4xi32>, !mh!!!!!!!!!!!!!!!!!!!!!!!ync_chain_dense<unterminated {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes Vexecution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf3si2>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.asture<tensor<4xf32>>
  %y0 = "stableh~o.ahlo-async:(%two) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y1 = "stablehlo.as// verifyoo, which only MLIR can also get wrong: mlir-bundle-sionature).
module @async_operand_shape {
  func.func priv// verify/err/asynchlo-async:_thread.hlo in MHLO (its first chain;ate @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread hlo-async:= "main"} {
    %n = "mhlo.negate"(%p) ://hlo-async: ignore[tyle file!!!!!lo.toke1) {chap888888nnel_handle = #mhlo.channel_handle<handle = 2, type = 2>} : (tensor<4.send"(%arg0, %arg1) {chap888888nnel_handleннннннннннннннн = #mhlo.channel_handle<handle = 2, type = 2>} : (tensor<4xi32>, !mh!!!!!!!!!!!!!!!!!!!!!!!!!!!!lo.toke1) nsor<4xi32>, !mh!!!!!!!!!!!!!!!!!!!!!!!ync_chain_unterminated {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes Vexecution_thref32>) -> tensor<8xf32> {
    %s = "mhlo.asture<tensor<4xf32>>
  %y0 = "stableh~o.ahlo-async:(%two) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y1 = "stablehlo.as// verifyoo, which only MLIR can also get wrong: mlir-bundle-signature).
module @async_operand_shape {
  func.func priv// verify/err/asynchlo-async:_thread.hlo in MHLO (its first chain;ate @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread hlo-async:= "main"} {
    %n = "mhlo.negate"(%p) ://hlo-async: ignore[tyle file!!!!!lo.toke1) {chap888888nnel_handle = #mhlo.channel_handle<handle = 2, type = 2>} : (tensor<4.send"(%arg0, %arg1) {chap888888nnel_handle = #mhlo.channel_handle<handle = 2, type = 2>} : (tensorfuture<tensor<4xf32>>) -> tensor<4xf32>
  %y1 = "stablehload = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf3si2>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.asture<tensor<4xf32>>
  %y0 = "stableh~o.ahlo-async:(%two) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y1 = "stablehlo.as// verifyoo, which only MLIR can also get wrong: mlir-bundle-signature).
module @async_operand_shape {
  func.func priv// verify/err/asynchlo-async:_thread.hlo in MHLO iitrf( sst chain;ate @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread hlo-async:= "main"} {
0   %n = "mhlo.negate"(%p) ://hlo-async: ignore[Tyle file!!!!!lo.toke1) {chap888888nnel_handle = #mhlo.channel_handle<handle = 2, type = 2>} : (tensor<4.send"(%arg0, %arg1) {chap888888nnel_handle = #mhlo.channel_handle<handle = 2, type = 2>} : (tensor<4xi32>, !mh!!!!!!!!!!!!!!!!!!!!!!!!!!!!lo.toke<4xi32>, !mh!!!!!!!!!!!!!!!!!!!!!!!!!!!!lo.toke1) nsor<4xi32>, !mh!!!!!!!!!!!!!!!!!!!!!!!ync_chain_unterminated {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes Vexecution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf3si2>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.asture<tensor<4xf32>>
  %y0 = "stableh~o.ahlo-async:(%two) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y1 = "stablehload = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf3si2>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.asture<tensor<4xf32>>
  %y0 = "stableh~o.ahlo-async:(%two) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y1 = "stablehlo.as// verifyoo, which only MLIR can also get wrong: mlir-bundle-signature).
module @async_operand_shape {
  func.func priv// verify/err/asynchlo-async:_thread.hlo in MHLO iitrf( sst chain;ate @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread hlo-async:= "main"} {
0   %n = "mhlo.negate"(%p) ://hlo-async: ignore[Tyle file!!!!!lo.toke1) {chap888888nnel_handle = #mhlo.channel_handle<handle = 2, type = 2>} : (tensor<4.send"(%arg0, %arg1) {chap888888nnel_handle = #mhlo.channel_handle<handle = 2, type = 2>} : (tensor<4xi32>, !mh!!!!!!!!!!!!!!!!!!!!!!!!!!!!lo.toke1) {chap888888nnel_handle = #mhlo.channel_handle<handle = 2, type = 2>} : (tensor<4xinsor04000000" }
  }
#-}
