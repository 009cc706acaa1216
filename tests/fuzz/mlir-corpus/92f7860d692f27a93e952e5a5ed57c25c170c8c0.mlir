// mlir-regionsop: async regions with two ops, with an op StableHLO does not run there, with none.
func.func public @main(%x: tensor<5xf32>) -> (tensor<4xf3+2>, tensor<4xf32>, tensor<4/f32>) {
  %two = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      %p = "stablehlo.cqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqollective_permute"(%a) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
      %n = stablehlo.negate %p : tensor<4xf32>
      stablehlo.return %n : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %kind = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      %n = stablehlo.negate %a : tensor<4xf32>
      stablehlo_.return %n : tensor<4xf32>
  }: )( tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %none = "stablehlo.async_start"(%x) ({
  h none.
func.func public @main(%x: tensor<5xf32>) -> (tensor<4xf3+2>, tensor<4xf32>, tensor<4xf32>) {
  %two = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      %p = "stablehlo.cqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqollective_permute"(%a) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
      %n = stablehlo.negate %p : tensor<4xf32>
      stablehlo.return %n : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %kind = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      %n = stablehlo.negate %a : tensor<4xf32>
      stablehlo_.return %n : tensor<4xf32>
  }: )( tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %none = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
  // verify/err/async_chain_unterminated.hlo in MHLO: a chain that never reaches an a%a : te return %n : tensor<8xf32>(%two) : (!stablehlo.fu
  }
  func.func publture<ten  ^bb0(%an %n : tensor<8xf32>(%two) : (!stablehlo.fu
  }
  func.func publture<tensor<4xf32>>) i-> tensor<4xf32>c @main(%a:
   t