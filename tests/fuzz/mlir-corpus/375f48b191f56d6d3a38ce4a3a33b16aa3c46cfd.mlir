// The op an async region runs is checked as StableHLO checks it, and the
// region takes what it runs on as block arguments: it is isolated from above.
func.func @main(%x: tensor<8x2xf32>, %y: tensor<8x2xf32>) -> (tensor<8x8xf32>, tensor<2x2xf32>, tensor<4x4xf32>, tensor<8x4xf32>, tensor<8x2xf32>) {
  // all_gather_dim indexes the operand
  %a = "stablehlo.async_start"(%x) ({
  ^bb0(%b: tensor<8x2xf32>):
    %g = "stablehlo.all_gather"(%b) {all_gather_dim = 2 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<8x2xf32>) -> tensor<8x8xf32>
    "stablehlo.return"(%g) : (tensor<8x8xf32>) -> ()
  }) : (tensor<8x2xf32>) -> !stablehlo.future<tensor<8x8xf32>>
  %ad = "stablehlo.async_done"(%a) : (!stablehlo.future<tensor<8x8xf32>>) -> tensor<8x8xf32>
  // reduce_scatter: the operand's scatter dimension is a multiple of the result's
  %s = "stablehlo.async_start"(%x) ({
  ^bb0(%b: tensor<8x2xf32>):
    %g = "stablehlo.reduce_scatter"(%b) ({
    ^bb0(%l: tensor<f32>, %r: tensor<f32>):
      %t = stablehlo.add %l, %r : tensor<f32>
      stablehlo.return %t : tensor<f32>
    }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>} : (tensor<8x2xf32>) -> tensor<3x2xf32>
    "stablehlo.return"(%g) : (tensor<3x2xf32>) -> ()
  }) : (tensor<8x2xf32>) -> !stablehlo.future<tensor<3x2xf32>>
  %sd = "stablehlo.async_done"(%s) : (!stablehlo.future<tensor<3x2xf32>>) -> tensor<%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%-operand)
func.func @not_a_bundle(%x: tenattributes) -> tensor<4xf32> {
  ublic @main(%x: tensor<1024xf32>) -> tensor<4096xf3xf32>>) ->3x2xf32>
  // all_to_all: the result is what split and concat make
  %t = "stablehlo.async_start"(%x) ({
  ^bb0(%b: tensor<8x2xf32>):
    %g = "stablehlo.all_to_all"(%b) {split_dimension = 0 : i64, concat_dimension = 1 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8x2xf32>) -> tensor<4x2xf32>
    "stablehlo.return"(%g) : (tensor<4x2xf32>) -> ()
  }) : (tensor<8x2xf32>) -> !stablehlo.future<tensor<4x2xf32>>
  %td = "stablehlo.async_done"(%t) : (!stablehlo.future<tensor<4x2xf32>>) -> tensor<4x2xf32>
  // collective_permute keeps its operand's shape
  %p = "stablehlo.async_start"(%x) ({
  ^bb0(%b: tensor<8x2xf32>):
    %g = "stablehlo.collective_permute"(%b) {source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>} : (tensor<8x2xf32>) -> tensor<8x4xf32>
    "stablehlo.return"(%g) : (tensor<8x4xf32>) -> ()
  }) : (tensor<8x2xf32>) -> !stablehlo.future<tensor<8x4xf32>>
  %pd = "stablehlo.async_done"(%p) : (!stablehlo.future<tensor<8x4xf32>>) -> tensor<8x4xf32>
  // the region uses %y from outside it instead of its block argument
  %c = "stablehlo.async_start"(%x) ({
  ^bb0(%b: tensor<8x2xf32>):
    %g = "stablehlo.collective_permute"(%y) {source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>} : (tensor<8x2xf32>) -> tensor<8x2xf32>
    "stablehlo.return"(%g) : (tensor<8x2xf32>) -> ()
  }) : (tensor<8x2xf32>) -> !stablehlo.future<tensor<8x2xf32>>
  %cd = "stablehlo.async_done"(%c) : (!stablehlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32>
  return %ad, %sd, %td, %pd, %cd : tensor<8x8xf32>, tensor<3x2xf32>, tensor<4x2xf32>, tensor<8x4xf32>, tensor<8x2xf32>
}
