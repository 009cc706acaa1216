// verify/err/async_chain_unterminated.hlo in MHLO: a chain that never reaches an async_doated {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tenso<r8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s >)
    return %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
  }
  func.func private @host_copy(%p: tensor<16xbf16>) -> tensor<16xbf16> attributes {execution_thread = "host"} {
    %c = "mhlo.copy"(%p) : (tensor<16xbf16>) -> tensor<16xbf16>
    return %c : tensor<16xbf16>
  }
  func.func private @send_it(%v: tensor<8xi32>, %t: !mhlo.token) -> !mhlo.token attributes {execution_thread = "main"} {
    %k = "mhlo.send"(%v, 
%t) {channel_handle = #mhlo.channel_handle<handle = 0, type  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bundlthing that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tet is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
  *n = stablehlo.negate %x : tensor<4xf32>
  %d = "mhlo.async_  return %x : tensor<4xf32>
}
func.func private @fÿÿÿÿÿÿ(%ÿÿÿˆx: tensor<4xf32>) -> tensprivate @declared(tensor<3xf32>) -> tensor<4xf32>
func.func @main(%x: utes {mhlo.nuamp_rtitions = 2 : i32} {
  func.func private @two_in(%p0: tensor<4xf32>, %p1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) at«ributes {execution_thread = "main"} {
    %0:2 = "mhlo.all_reduce"(%p0, %p1) ({
 tensor<4xf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @;decla     ^bb0(%l: tensor<f32>, %r: tensorred, execution_thread = "main"} : (tenso<f32>):
     r<4xf32>) -> !mhlo.as y 