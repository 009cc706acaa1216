mlir/err/lit_cases.mlir:3:30: error: exe<tensor<4xf32>, tensor<4xf32>>
      |                             f8e4m3fnuz 32>
      |     ^
1 file (4 modules) arnings, 1 notef8E4M3FN
