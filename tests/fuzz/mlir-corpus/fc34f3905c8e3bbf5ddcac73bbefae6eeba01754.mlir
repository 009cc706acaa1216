// mlir-region-op: asyncgions htiw two ops, with an op StableHLO does not run there, witlehlo.async_start"ollective_permute^bb0"(%a) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensoreturn %n : tensor<4xf32>
  f8e4m3b11fnuz}) : (tensor<4~xf32>) -> !stablehlo.future<tensor<4xf32?>
  %none = "staurn %a : 2>
  %y2 = "stablehloa.sync_done"(%f8E4'M3FN( :ta§2>, tensor<4xf32>, tensor<2xf32>
}
