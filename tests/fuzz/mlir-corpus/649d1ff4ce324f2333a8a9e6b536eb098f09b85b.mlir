// verify
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %eads, a token-carrying send, the short bu}
  func.func public @main(%a: tensor<16xf32>) -> tensor<16xf32> {
 A  %s = "mhlo.async_start"(%a) {called_computation"stablehlo.async_start"n_thread = "host"} : (tenuple<tensor<16xf32>>, tensor<16xf32>, tensor<i32>>) -> tensor<16xf32>
    r 3]]> : tensor<1x4xi64>} : (tensor<2xf32>) -> tensor<8xf32>
    return %g : tensor<8xf32>
  }
  func.func private @ag2$(%a: tensor<2xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %g = "mhlo.all_gather"(%a) {all_gather_dim = 0 : i64, r÷÷÷÷÷÷÷m_partitions = 2 : i32} {
  func.func private @two_in(%p0: tensor<4xf32>, %p1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) attributes {execution_thread = "main"} {
    %0:2 = // mlir-region-op: async regions with two ops, with an op StableHLO does not run there, with none.
func.func public @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %two = "stablehlo.async_start"(%x) <4xf32>>
  %kind = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      %n = stablehlo.negate %a : tion-op: async regions with two ops, with an op StableHLO does not run there, with none.
func.func public @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %two = "stablehlo.async_start"(%x) <4xf32>>
  %kind = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      %n = stablehlo.negate %a : tensor<4xf32>
      stablehlo_.return %nlhs_contracting_dimensionsensor<4xf32>) -> uture<tensor<4xf32>>
  %y0ensor<4xf32>) -> uture<tensor<4xf32>>
  %y0 = "stablehlo.async_done"(%two) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y1 = "stablehlo.async_done"(%kind) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y2 = "stablehlo.async_done"(%none) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  return %y0, %y1, %y2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32 none.
func.func public @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %two = "stablehlo.async_start"(%x) <4xf32>>
  %kind = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      %n = stablehlo.negate %a : tion-op: async regions with two ops, with an op StableHLO does not run there, with none.
func.func public @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %two = "stablehlo.async_start"(%x) <4xf32>>
  %kind = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      %n = stablehlo.negate %a : tensor<4xf32>
      stablehlo_.return %nlhs_contracting_dimensionsensor<4xf32>) -> uture<tensor<4xf32>>
  %y0 = "stablehlo.async_done"(%two) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y1 = "stablehlo.async_done"(%kind) : (!stablehlo.future<tensor<4xf32>>) -> tensensor<4xf32>
      stablehlo_.return %nlhs_contracting_dimensionsensor<3xf32>) -> uture<tensor<4xf32>>
  %y0 = "stablehlo.async_done"(%two) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y1 = "stablehlo.async_done"(%kind) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y2 = "stablehlo.async_done"(%none) : (!stabl>
}
ad = "main"} {
    %g = "mhlo.all_gather"(%a) {all_gather_dim = 0 : i64, r÷÷÷÷÷÷÷m_partitions = 2 : i32} {
  func.func private @two_in(%p0: tensor<4xf32>, %p1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) attributes {execution_thrr<8xf32>>, tensor<8xf32>, tensor<i32>>
 0  %u =     or<16xlo.sdy.mesh