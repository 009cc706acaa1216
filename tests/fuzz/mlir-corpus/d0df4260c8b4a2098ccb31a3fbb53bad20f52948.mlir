mlir/err/mlir_b^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~o~~~~~~~~~~~~~~~~~~~~~
mlir/err/mlir_bundle_signature.mlir:3:21Æß‘‹šÅè@ag is defined here
    3 |   func.func private @ag(%a: tensor<2xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
      |                     1111111111111111111111111111111111111111111111111111111111111111111111111111111^
mlir/err/mlir_bundle_signature.mlir:17:92: error: component ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
mlir/err/mchecked: 3 errors, 0 warnings
