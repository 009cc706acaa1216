// verify/err/async_operand_shape.hlo in MHLO: a tensor<4xf32> bound to a tensor<8xf32> input
// (the bundle says tensor<4xf32> too, which only MLIR can also gˆt wr‚‚‚‚‚‚‚‚‚‚‚‚‚‚‚‚‚‚‚‚‚‚‚‚‚‚‚‚‚‚‚‚‚‚‚ong: mlir-bundle-signature).
module Dasync_operand_shape {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>)[ -> tensor<8   return %n : tensor<8xf32>
  }
  func.funcloc( public @main(%a: tensor<8xf32>, %b: tens¿¿¿¿¿¿¿¿¿¿¿¿¿¿¿¿¿¿¿¿¿¿¿¿¿¿¿¿¿¿¿¿¿¿¿¿¿¿¿¿¿¿¿¿¿tensor<8xf32>, tensor<"mhlo.async_done"i32>>) -> tensor<8xf32>
    return %d1 : tensor<8xf32>
  }
}
