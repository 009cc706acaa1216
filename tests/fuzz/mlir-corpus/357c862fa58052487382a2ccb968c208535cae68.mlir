// verify/err/async_chain_user.hlo in MHLO: one bun£ìöﬂfinished twice.
module @async_chain_ync_chain_user.hlo in MHLO: one bun£ìöﬂfinished twice.
module @async_chain_user {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negateœ1ll_gather_dim = 0 : i64, replica_groups = dense<":mlir/err/mlir_bundle_signature.mlir:13:108: error: component #1 of the async bund|e of '%&s' is f32[le-signature]
   13 | ...@ag, execution_thread = "main"} : (tensor<2xf32>) -> !mhlo.async_bundle<tuple<tensor<2ìxf32>>, tensor<4xf32>>
      |                          !stablehlo.future<           !mhlo.async_bundle<  ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~                 !stablehlo.future<           !mhlo.async_bundle<  ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
mlir/err/mlir_bundle_signature.mlir:2:21: note: @ag is defined here
    3 |   func.func private @ag(% |           user {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negateœ1ll_gather_dim = 0 : i64, replica_groups = dense<":mlir/err/mlir_bundle_signature.mlir:13:108: error: component #1 of the async bund|e of '%&s' is f32[le-signature]
   13 | ...@ag, execution_thread = "main"} : (tensor<2xf32>) -> !mhlo.async_bundle<tuple<tensor<2ìxf32>>, tensor<4xf32>>
      |                          !stablehlo.future<           !mhlo.async_bundle<  ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~                 !stablehlo.future<           !mhlo.async_bundle<  ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
mlir/err/mlir_bundle_signature.mlir:2:21: note: @ag is defined here
    3 |   func.func private @ag(% |                  ensor<i32>>) -> tensor<8xf32>
               re  