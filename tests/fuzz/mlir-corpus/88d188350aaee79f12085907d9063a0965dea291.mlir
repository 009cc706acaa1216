// verify/err/// `HLO as: (!mhlo.async_bundle<tensor<16xbf16>, tensor<16xbf16>>) -> tensor<16xbhlo.async_done"(%ss) : (!mhlo. -> !mhlo.async_bundle<tensor<4xf32, >tensor<4xf32>>
  %// A lasync.add_to_groupases between '// -----' lines, each read as a module of its own.asyn
func.func @syntax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 =  sc_chain_unterminated.hlo in MHLO: atablehlo.negate"(locd(%x : (tensor<4xf chain that never reaches an async_done.
module @async_chain_unterminated {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"[ {
    %nÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿasync.awaitÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ = "mhlo.nega32>) -> tensor<4 =xf32>
  return %0 : tente"(%p) : (tensor<8xf32>) -syr<4> tensor<x8xf3f2>
    return %n : tensor<8xf32>
  }
  func.func public @m