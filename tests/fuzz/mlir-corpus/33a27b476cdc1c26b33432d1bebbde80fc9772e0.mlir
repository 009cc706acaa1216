mlir/err/mlir_bundle_signature.mlir:13:108: error: component #1 of the async bundle of '%s' is f32[4], but @ag returns f32[8] [mlir-bundle-signature]
   13 | ...@ag, execution_thread = "main"} : (tensor<2xf32>) -> !mhlo.async_bundle<tuple<tensor<2xf32>>, tensor<4xf32>>
      |                         r<2xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
      |                     ^
mlir/err/mlir_bundle_signature.mlir:17:92: error: component #0 of the async bundle of '%u2' is (f32[2], f32[2]), but @ag2 takes (f32[2]) [mlir-bundle-signature]
   17 |cution_thread = "main"} {
      |                     ^
1 file checked: 2 errors, 0 warnings
