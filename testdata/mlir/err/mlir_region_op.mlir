// mlir-region-op: async regions with two ops, with an op StableHLO does not run there, with none;
// a start without a region, one with two, one whose region takes more arguments than it is given.
func.func public @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %two = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      %p = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
      %n = stablehlo.negate %p : tensor<4xf32>
      stablehlo.return %n : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %kind = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      %n = stablehlo.negate %a : tensor<4xf32>
      stablehlo.return %n : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %none = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      stablehlo.return %a : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %y0 = "stablehlo.async_done"(%two) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y1 = "stablehlo.async_done"(%kind) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y2 = "stablehlo.async_done"(%none) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  return %y0, %y1, %y2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

func.func @forms(%x: tensor<4xf32>) -> (!stablehlo.future<tensor<4xf32>>, !stablehlo.future<tensor<4xf32>>, !stablehlo.future<tensor<4xf32>>) {
  %none = "stablehlo.async_start"(%x) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %two = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      %p = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
      stablehlo.return %p : tensor<4xf32>
  }, {
    ^bb0(%a: tensor<4xf32>):
      %p = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
      stablehlo.return %p : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %arity = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>, %b: tensor<4xf32>):
      %p = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
      stablehlo.return %p : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  return %none, %two, %arity : !stablehlo.future<tensor<4xf32>>, !stablehlo.future<tensor<4xf32>>, !stablehlo.future<tensor<4xf32>>
}

// StableHLO's verifier takes its own dialect's ops only: MHLO's all_gather is not one.
func.func @dialect(%x: tensor<2xf32>) -> tensor<8xf32> {
  %f = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<2xf32>):
      %g = "mhlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<2xf32>) -> tensor<8xf32>
      stablehlo.return %g : tensor<8xf32>
  }) : (tensor<2xf32>) -> !stablehlo.future<tensor<8xf32>>
  %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<8xf32>>) -> tensor<8xf32>
  return %y : tensor<8xf32>
}
