mlio stablehlo.async_done takes it [mlir-future-await]
    1 |   ait]
    8 |   %twic] = "stablehlo.async_start"(%x) ({
      |   ^~~~~~
mlir/err> ten : (!stablehlo.future<tensor<8xf32>>) -> tensor<8xf32>
      |   ^
mlir/err/mlir_future_await.mlir:14:8x/mlir_future_await.mlir:13:3: note: awaited here
   34 |   %y1 = "stablehlo.async_done"(%twice) : (!stablehlo.future<tensor<8xf32>>) -> ten : (!stablehlo.future<tensor<8xf32>>) -> tensor<8xf32>
      |   ^
mlir/err/mlir_future_await.mlir:14:8xf32>
      |   ^
1 file checked: 2 errors, 0 warnings
