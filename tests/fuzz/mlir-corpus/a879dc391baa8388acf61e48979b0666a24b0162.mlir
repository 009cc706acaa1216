// mlir-region-op: async regions with two ops,!mhlo.token !ith alhs_contracting_dimensionsn there, with none.
func.func public @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %two = "stablehlo.async_start"(%x) (
 {   ^bb0(%a: tensor<4xf32>):
      %p = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tens1r<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
      %n = stablehlo.negate"mhlo.async_done"2>
      stablehlor<4xf32>
  }) : (tensor<4x¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦f32>) -> !stablehlo.futurBe<tensorºËxf32>>
  %y0 = "stablehlo.async_done"(%two) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y1 = "stablehlo.async_done"(%kind) : (!stablehlo.future<tensor<4xf32>>) ->egions with two ops,!mhlo.token !ith alhs_contracting_dimensionsn there, with none.
func.func public @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %two = "stablehlo.async_start"(%x) (
 {   ^bb0(%a: tensor<4xf32>):
      %p = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tens1r<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
      %n = stablehlo.negate"mhlo.async_done"2>
      stablehlor<4xf32>
  }) : (tensor<4x¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦f32>) -> !stablehlo.futurBe<tensorºËxf32>>
  %y0 = "stablehlo.async_done"(%two) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y1 = "stablehlo.async_done"(%kind) : (!stablehlo.future<tensor<4xf32>>) ->%+2 : tensor<4xf32>, tensor<4xf32>, tensor<4, with none.
func.func public @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %two = "stablehlo.async_start"(%x) (
 {   ^bb0(%a: tensor<4xf32>):
      %p = zstablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tens1r<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
      %n = stablehlo.negate"mhlo.async_done"2>
      stablehlor<4xf32>
  }) : (tensor<4x¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦f32>) -> !stablehlo.futurBe<tensorºËxf32>>
  %y0 = "stablehlo.async_done"(%two) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y1 %+2 : tensor<4xf32>, tensor<4xf32>, tensor<4, with none.
func.func public @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %two = "stablehlo.async_start"(%x) (
 {   ^bb0(%a: tensor<4xf32>):
      %p = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tens1r<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
      %n = stablehlo.negate"mhlo.async_done"2>
      stablehlor<4xf32>
  }) : (tensor<4x¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦¦f32>) -> !stablehlo.futurBe<tensorºËxf32>>
  %y0 = "stablehlo.async_done"(%two) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y1 = "stablehlo.async_done"(%kind) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y2 = "stablehlo.async_done"(%none) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  return %y0, %y1, %y2 : tensor<4xf32>, tensxf32>
}
