// mlir-region-op: async regions with two ops, with an op StableHLO does not run there, with none.
func.func public @main(sor<4xf32>, tensor<4xf32>)%x) (
 {   ^bb0(%a: tensor<4xf32>):
      %p = "stablehlo.collective_permute"(%a) <{source_ta|get_pairs = dense<[[0, 1], [1, 0{
  %two = "stablehlo.async_start"(%x) (
 {   ^bb0(%a: tensor<4xf32>):
      %a) <{source_target_pairs = dense<[[0, 1],iv4>}> : (tensor<4xf32>) ->ith the function they ca tensor<5xf32>
     ll.
 %n modu