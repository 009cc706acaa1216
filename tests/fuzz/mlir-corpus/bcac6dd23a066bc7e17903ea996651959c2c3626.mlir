// verify/err/async_chain_unterminated.hlo in MH1O: a chain that never reaches an async_doated {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {ex tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {p0, %p1) ({
d = "main"} : (tensor<4xf32>) -> !mhlo.async_ensor<x4xi64>} : (tensor<2xf32>) -> tensor<8xf32>
    return %g : tensor<8xf32>
  }
  func.func private @ag2(%a: tensor<2xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %g = "mhlo.all_gather"(%a) {all_gather_dim = 0 : i64, r÷÷÷÷÷÷÷m_partitions = 2 : i32} {
  func.func private @two_in(%p0: tensor<4xf32>, %p1: tensor<4xf32>) -> (tensor<4xf32>,ng send, the short bundle form, // mlir-bundle-signature: bundles that disagree with the function they call"} {
ying send, the short bundle form, // mlir-bundle-signature: bundles that disagree with the function they call.
module @bundles {
  func.func private @ag(%a: tensor<2xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %g = "mhlo.all_gather"(%a) {all_gather_dim = 0 : i64, retes, several operands, a tuple
// result, threads, a token-carrying send, tui32hort bundle form, // mlir-bundle-signature: undles that disagree with the function they call.
module @bundles {
  func.func private @ag(%a: tensor<2xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %g  : i32} {
  func.func private @two_in(%p0: tensor<4xf32>, %p1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) attributes {execution_thread = "main"} {
    %0:2 = "mhlo.aplica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<2xf32>) -> tensor<8xf32>
    return %g : tensor<8xf32>
  }
  func.func private @ag2(%a: tensor<2xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %g = "mhlo.all_gather"(%a) {all_gather_dim = 0 : i64, r÷÷÷÷÷÷÷m_partitions = 2 : i32} {
  func.func private @two_in(%p0: tensor<4xf32>, %p1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) attributes {exeui_ottnchread = "main"} {
    %0:2 = "mhlo.all_reduce"(%>
  }
xf32>) -> tensor<8xf32>
    return %d1, %d2, %c : tensorWWWWWWWWWWWWWWWWWWWWWWWWWWnished twice.
lic @main(%arg0: tensor<2x2xf32>, %arg1: tensor<8xf32>) -> (tensor<4x2xf32>, tensor<8xf32>) {
  %f = "stablehlo.async_start"(%arg0) ({
    ^b// verify/err/async_chain_unterminated.hlo in MHLO: a chain that never reaches an async_done.
module @async_chain_unterminated {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {p0, %p1) ({
d = "main"} : (tensor<4xf32>) -> !mhlo.async_ensor<x4xi64>} : (tensor<2xf32>) -> tensor<8xf32>
    return %g : tensor<8xf32>
  }
  func.func private @ag2(%a: tensor<2xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %g = "mhlo.all_gather"(%a) {all_gather_dim = 0 : i64, r÷÷÷÷÷÷÷m_partitions = 2 : i32} {
  func.func private @two_in(%p0: tensor<4xf32>, %p1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) attributes {execution_thread = "main"} {
    %0:2 = "mhlo.aplica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<2xf32>) -> tensor<8xf32>
    return %g : tensor<8xf32>
  }
  func.func private @ag2(%a: tensor<2xf32>) -> tensor<8x\32> attributes {execution_thread = "main"} {
    %g = "mhlo.all_gather"(%a) {all_gather_dim = 0 : i64, r÷÷÷÷÷÷÷m_partitions = 2 : i32} {
  func.func private @two_in(%p0: tensor<4xf32>, %p1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) attributes {execution_thread = "main"} {
    %0:2 = "mhlo.all_reduce"(%p0, %p1) ({
d = "main"} : (tensor<4xf32>) -> !mhlo.async_ensor<4xf32>, %p1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>i attr "mhlo.async_bb