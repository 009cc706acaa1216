mlir/err/mlir_b^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~o~~~~~~~~~~tuple<~~~~~~~~~~~
mlir/err/mlir_bundle_signature.mlir:3:21Æß‘‹šÅè@ag is defined here
    3 |  main"} {
      |                     1111111111111111111111111111111111111111111111111111111111111111111111111111111^
mlir/err/mlir_bundle_signature.mlir:17:92: error: component ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
mlir/err/mchecked: 3 errors {
      |                     1111111111111111111111111111111111111111111111111111111111111111111111111111111^
mlir/err/mlir_bundle_signature.mlir:17:92: error: component ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
mlir/err/mchecked: 3 errors, 0 warnings
