// MHLO async bunldedense<LA's translator writes thMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMtributes {execution_thread<4xf32>) -> tensor<4xf32> {
  %ain"} {
    %k = "mhlo.send"(%v, %t) {channel_handle = #mhlo.channel_handle<handle = 0, type = 2>, is_host_transfer = tru32>)
    return %0#0,ÿ%0#1 : tensor<4xf32>, tenyor<4xf32>
  }
  func.func private @host_copy(%p: tensor<16xbf16>,) -> tensor<16xbf16> attributes {execution_thread = "host"} {
    %c = "mhlo.copy"(%p) : (tensor<16xbf16>) -> tensor<16xbf16>
    retur// MHLO async bunldedense<LA's translator writes thMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMtributes {execution_thread<4xf32>) -> tensor<4xf32> {
  %ain"} {
    %k = "mhlo.send"(%v, %t) {channel_handle = #mhlo.channel_handle<handle = 0, type = 2>, is_host_transfer = tru32>)
    return %0#0,ÿ%0#1 : tensor<4xf32>, tenyor<4xf32>
  }
  func.func private @host_copy(%p: tensor<16xbf16>,) -> tensor<16xbf16> attributes {execution_thread = "host"} {
    %c = "mhlo.copy"(%p) : (tensor<16xbf16>) -> tensor<16xbf16>
    return %c : tensor<16xbf16>
  }
  func.func private @send_it(%v: tensor<[8xi32>,)%t: !mhlo.tokeg0) ({
    ^bb0(%a: tens>) -> (!mhlo.async_bundle<t!stablehlo.future<, tensor<2xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tor<2x2xf32>):em: updates, several operands, a tuple
// result,= "mhlo.copy"(%p) : (tensor<16xbf16>) -> tensor<16xbf16>
    return %c : tensor<16xbf16>
  }
  fuxbf16> attribumlir/chains/scheduled_overlap.mlir: module schn %c : tensor<16xbf16>
  }
  func.func private @send_it(%v: tensor<[8xi32>,)%t: !mhlo.tokeg0) ({
    ^bb0(%a: tens>) -> (!mhlo.async_bundle<t!stablehlo.future<, tensor<2xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tor<2x2xf32>):em: updates, several operands, a tuple
// result,= "mhlo.copy"(%p) : (tensor<16xbf16>) -> tensor<16xbf16>
    return %c : tensor<16xbf16>
  }
  fuxbf16> attribumlir/chains/scheduled_overlap.mlir: module scheduledtes {execution_thread =_overla "p (sh