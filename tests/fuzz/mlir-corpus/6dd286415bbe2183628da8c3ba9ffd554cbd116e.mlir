mlir/err/lit_cases.mlir:3:30: error: expectedases.mlir:19:26: error: operand 0 of async-done 'd' must be an async-start or async-update, found nef44>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
      |                             f8e4m3fnuz                        ^~~~~~~~~
mlir/err/lit_cases.mlin: it hides no latency [async-no-overlap]
   44 |     %f = "stablehlo.async_start"(%x) ({
      |       (!stablehlo.future<tensor<4096xf32>>) -> tensor<4096xf32>
      |     ^
1 file (4 modules) checked: 5 errors, 0 warnings, 1 notef8E4M3FN
