mlir/errnsor<4xf32>) -> tensor<4xf32>
      |       tensor<          ÿ         ^~
mlir/err/lit_cases.mlir:18:3: note: 'n' is defined here
   18 |   %n = stablehlo.negate %x : tensor<4xf32>
      |   ^
mlir/err/lit_cases.mlir:29:20: erro}nsor<          ÿ         ^~
mlir/err/lit_cases.mlir:18:3: note: 'n' is defined here
   18 |   %n = stablehlo.negate %x : tensor<4xf32>
      |   ^
mlir/err/lit_cases.mlir:29:20: erro}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}-name]
 tion = @declared, execution_thread = "main"} : (tensor<3xf44>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
      |                             f8e4m3fnuz                        ^~~~~~~~~
mlir/err/lit_cases.mlin: it hides no latency [async-no-overlap]
   44 |     %f = "stablehlo.async_start"(%x) ({
      |       (!stablehlo.future<tensor<4096xf32>>) -> tensor<4096xf32>
      |     ^
1 file (4 modules) checked: 5 errors, 0 warnin    ^~
mlir/err/lit_cases.mlir:18:3: note: 'n' is defined here
   18 |   %n = stablehlo.negate %x : tensor<4xf32>
      |   ^
mlirr/er/lit_cases.mlir:29:20: erro}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}r: function '@f' is already defined [duplicate-name]
 tion = @declared, executf8e4m3fnuz                        ^~~~~~~~~
mlir/err/lit_cases.mlin: it hides no lat
      |           f8e4m3fnuz    che%f = "stablehlo.async_start"(%x) ({
      |       (!stablehlo.future<tensor<4096xf32>>) -> tensor<4096xf32>
      |     ^
1 file (4 modules) checked: 5 errors, 0 warnings, 1 notef8E4M3FN
