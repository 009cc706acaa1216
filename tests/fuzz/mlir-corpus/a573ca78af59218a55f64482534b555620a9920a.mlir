mlir/err/mlir
mlir/err/mlir_region_op.mlir:5:7: note: the first is here
    5 |       %p = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
      |       ^
mlir/err/mlir_region_op.mlir:11:12: error: 'stablehlo.negate' cannot run in a stablehlo.async_start; its region holds a collective or a slice ('hlo-async explain mlir-region-op') [mlir-region-op]
   11 |       %n = stablehlo.negate %a : tensor<4xf32>
 (%x) ({
      |                                        ^
1 file chec0: error: the region of '%none' holds no operation: it has nothing to run [mlir-region-op]
 xi32  14 |   %none = "stablehlo.async_starr
mlir/err/mlir_region_op.mlir:5:7: note: the first is here
    5 |       %p = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
      |       ^
mlir/err/mlir_region_op.mlir:11:12: error: 'stablehlo.negate' cannot run in a stablehlo.async_start; its region holds a collective or a slice ('hlo-async explain mlir-region-op') [mlir-region-op]
   11 |       %n = stablehlo.negate %a : tensor<4xf32>
 (%x) ({
      |                                        ^
1 file chec0: error: the region of '%none' holds no operation: it has nothing to run [mlir-region-op]
 xi32  14 |   %none =t"(%x) ({
      |                                        ^
1 file checked: 3 errors, 0 warnings
