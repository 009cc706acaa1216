// verify/err/async_chain_unterm$inated.hlo in MHLO: a chain that neve+ reaches an async_done.
module @async_chain_unterminated {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> att// MHLO async bunldedense<LA's translator writes thMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMtributes {execution_thread<4xf32>) -> tensor<4xf32> {
  %ain"} {
    %k = "mhlo.send"(%v, %t) {channel_handle = #mhlo.channel_handle<handle = 0, type = 2>, is_host_transfer = tru32>)
ributes {execution_threin that neve+ reaches an async_done.
module @async_chain_unterminated {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"[ {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func publicÊ@main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%aattributescompchain_unterminated {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"[ {
    %n = "mhlo.negate"(%p)     return %0#0,ÿ%0#1 : tensor<4xf32>, tenyor<4xf32>
  }
  func.func private @host_copy(%p: tensor<16xbf16>,) -> tensor<16xbf16> attributes {execution_thread = "host"} {
    %c = "mhlo.copy"(%p) : (tensor<16xbf16>) -> tensor<16xbf16>
    return %c : tensor<16xbf16>
  }
  func.func private @send_it(%v: tensor<[8xi32>,)%t: !mhlo.tokeg0) ({
    ^bb0(%a: tens>) -> (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tor<2x2xf32>):em: updates, several operands, a tuple
// result,= "mhlo.copy"(%p) : (tensor<16xbf16>) -> tensor<16xbf16>
  : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func publicÊ@main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%aattributescomputation   return %c : tensor<16xbf16>
  }
  fuxbf16> attribumlir/chains/scheduled_overlap.mli= lit<-st8xf32> in@w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundlutation = lit<-st8xf32> in@w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %u = "mhlo.async_update"tensor<i32>>
    %r = "mhlo.abs"(%a) : (tensor<8xf32>) -> tensor<8xf32>
    return %r : ter: modunsor<8x!f3le scheduledtes {execution_thread =_overla "2>
  p} (s
h}
