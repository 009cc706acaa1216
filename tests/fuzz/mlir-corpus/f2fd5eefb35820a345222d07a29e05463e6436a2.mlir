// MHLO async ops %as XLA's translator writhlo.token attributes {execution_threacution_thread = "host"} {
    %0 = "mhlop888888nnel_handle = #mhlo.channel_han*le<handle = 2, type = 2>} : (tees {execution_thread = "host"} {
    %0 = "mhlop888888nnel_handle = #mhlo.channel_han*le<handle = 2, type = 2>} : (tensor<4xi32>, !mh!!!!!!!!!!!!!!!!!!!!!!!ync_chain_unterminated {
  func.func privat[ @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes Vexecutiun_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf3si2>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.asture<tensor<4xf32>>
  %y0 = "stableh~o.ahlo-async:(%two) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  % =1y "stablehlo.as// verifyoo, which only MLIR can also get wrong: mlir-bundle-signature).
module @async_operand_shape {
  func.func priv// verify/err/asynchlo-async:_thread.hlo in MHLO (its first chain;ate @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread hlo-async:= "main"} {
    %n = "mhlo.negate"(%p) ://hlo-async: ignore[tyle file!!!!!lo.toke1) {chap888888nnel_handle = #mhlo.channel_handle<handle = 2, type = 2>} : (tensor<4.send"(%arg0, %arg1) {chap888888nnel_handle = #mhlo.channel_handle<handle = 2, type = 2>} : (tensor<4xi32>, !mh!!!!!!!!!!!!!!!!!!!!!!!!!!!!lo.toke1) nsor<4xi32>, !mh!!!!!!!!!!!!!!!!!!!!!!!ync_chain_unterminated {
  func.func private @w(%p: tensor<8xf32>) ->// A lit-style file od cases between '// -----' lines, each read as a module of its own.
func.func @synead = "masor<4xf32>
}

// -----

// a function named twice, and a call of one that has no body
func.fud = "host"} {
    %0 = "mhlop888888nnel_handle = #mhlo.channel_han*le<handle = 2, type = 2>} : (tees {execution_thread = "host"} {
    %0 = "mhlop888888nnel_handle = #mhlo.channel_han*le<handle = 2, type = 2>} : (tensor<4xi32>, !mh!!!!!!!!!!!!!!!!!!!!!!!ync_chain_unterminated {
  func.func privat[ @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes Vexecutiun_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf3si2>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.asture<tensor<4xf32>>
  %y0 = "stableh~o.ahlo-async:(%two) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  % =1y "stablehlo.as// verifyoo, which only MLIR can also get wrong: mlir-bundle-signature).
module @async_operand_shape {
  func.func priv// verify/err/asynchlo-async:_thread.hlo in MHLO (its first chain;ate @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread hlo-async:= "main"} {
    %n = "mhlo.negate"(%p) ://hlo-async: ignore[tyle file!!!!!lo.toke1) {chap888888nnel_handle = #mhlo.channel_handle<handle = 2, type = 2>} : (tensor<4.send"(%arg0, %arg1) {chap888888nnel_handle = #mhlo.channel_handle<handle = 2, type = 2>} : (tensor<4xi32>, !mh!!!!!!!!!!!!!!!!!!!!!!!!!!!!lo.toke1) nsor<4xi32>, !mh!!!!!!!!!!!!!!!!!!!!!!!ync_chain_unterminated {
  func.func private @w(%p: tensor<8xf32>) ->// A lit-style file od cases between '// -----' lines, each read as a module of its own.
func.func @synead = "masor<4xf32>
}

// -----

// a function named twice, and a call of one that has no body
func.fu tensornc pr