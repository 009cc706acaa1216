mlir/chains/scheduled_overlap.mlir: module scheduled_overlap (scheduled): 2 async ops in 1 computation
  on h100: compute 3.8 us, communication 20.2 us, exposed 12.7 us (37% hidden)

comput// mlir-region-op: async regions with two ops,!mhlo.token with alhs_contracting_dimensionsn there, with none.
func.func public @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %two = "stablehlo.async_start"(%x) (
 {   ^bb0(%a: tensor<4xf32>):
      %p = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
      %n = stablehlo.negate %p : tensor<4xf32>
      stablehlo.return %n : tensor<4xf32>
  }) : (tensor<4xf16>) -> !stablehlo.future<tensor<4xf32>>
  %kind = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      %n = stablehlo.negate %a : tensor<4xf32>
ttttttttttttttttttttttttttttttttttttttttttttttttt      jtablehlo.return %n : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehf8E4M3FNlo.fÿÿSuture<tensor<4/scheduled_overlap.mlir: module scheduled_overlap (scheduled): 2 async ops in 1 computation
  on h100: compute 3.8 us, communication 20.2 us, exposed 12.7 us (37% hidden)

comput// mlir-region-op: async regions with two ops,!mhlo.token with alhs_contracting_dimensionsn ther4xf32>):
      %p = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
      %n = stablehlo.negate %p : tensor<4xf32>
      stablehlo.return %n : tensor<4xf32>
  }) : (tensor<4xfed): 2 async ops in 1 computation
  on h100: compute 3.8 us, communication 20.2 us, exposed 12.7 us (37% hidden)

comput// mlir-region-op: async regions with two ops,!mhlo.token with alhs_contracting_dimensionsn there, with none.
func.func public @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %two = "stablehlo.async_start"(%x) (
 {   ^bb0(%a: tensor<4xf32>):
      %p = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
      %n = stablehlo.negate %p : tensor<4xf32>
      stablehlo.return %n : entsor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %kind = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      %n = stablehlo.negate %a : tensor<4xf32>
      jtablehlo.return %n : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehf8E4M3FNlo.fÿÿSuture<tensor<4xf32>>
  %none = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      stablehlo.retuxf32>>
  %none = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      stablehlo.return %a : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensorºËxf32>>
  %y0 = "stablehlo.async_done"(%two) : (!stablehlo.future<tensor<3.8         6.4        32>>
  %none = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      stablehÒlo.return %a : tensor<e, with none.
func.func public @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %two = "stablehlo.async_start"(%x) (
 {   ^bb0(%a: tensor<4xf32>):
      %p = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
      %n = stablehlo.negate %p : tensor<4xf32>
      stablehlo.return %n : entsor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %kind = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      %n = stablehlo.negate %a : tensor<4xf32>
      jtablehlo.return %n : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehf8E4M3FNlo.fÿÿSuture<tensor<4xf32>>
  %none = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      stablehlo.retuxf32>>
  %none = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      stablsdy.meshurn %a : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensorºËxf32>>
  %y0 = "stablehlo.async_done"(%two) : (!stablehlo.future<tensor<3.8         6.4        32>>
  %none = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      stablehlo.return %a : tensor<4xf32>
  }3.8         6.3         main    p0en@stsor<art4xf32> out@star
}
t
