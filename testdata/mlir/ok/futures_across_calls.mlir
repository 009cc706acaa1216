// Futures as StableHLO has them now: a function's argument awaited, a future
// a call returns awaited, a chain that crosses a call (started in @main,
// awaited in @finish), and a future passed to a custom_call (VHLO 1.17).
func.func private @finish(%f: !stablehlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32> {
  %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32>
  return %y : tensor<8x2xf32>
}

func.func private @launch(%x: tensor<2x2xf32>) -> !stablehlo.future<tensor<8x2xf32>> {
  %f = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<2x2xf32>):
    %g = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<2x2xf32>) -> tensor<8x2xf32>
    "stablehlo.return"(%g) : (tensor<8x2xf32>) -> ()
  }) : (tensor<2x2xf32>) -> !stablehlo.future<tensor<8x2xf32>>
  return %f : !stablehlo.future<tensor<8x2xf32>>
}

func.func private @from_outside(%arg: !stablehlo.future<tensor<4x4xf32>>) -> tensor<4x4xf32> {
  %0 = "stablehlo.async_done"(%arg) : (!stablehlo.future<tensor<4x4xf32>>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

func.func @main(%x: tensor<2x2xf32>, %w: tensor<2x2xf32>) -> (tensor<8x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>) {
  %f = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<2x2xf32>):
    %g = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<2x2xf32>) -> tensor<8x2xf32>
    "stablehlo.return"(%g) : (tensor<8x2xf32>) -> ()
  }) : (tensor<2x2xf32>) -> !stablehlo.future<tensor<8x2xf32>>
  %m = stablehlo.multiply %w, %w : tensor<2x2xf32>
  %y = func.call @finish(%f) : (!stablehlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32>
  %l = func.call @launch(%m) : (tensor<2x2xf32>) -> !stablehlo.future<tensor<8x2xf32>>
  %z = "stablehlo.async_done"(%l) : (!stablehlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32>
  %h = "stablehlo.async_start"(%w) ({
  ^bb0(%a: tensor<2x2xf32>):
    %g = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<2x2xf32>) -> tensor<8x2xf32>
    "stablehlo.return"(%g) : (tensor<8x2xf32>) -> ()
  }) : (tensor<2x2xf32>) -> !stablehlo.future<tensor<8x2xf32>>
  %c = stablehlo.custom_call @await_elsewhere(%h) : (!stablehlo.future<tensor<8x2xf32>>) -> !stablehlo.future<tensor<8x2xf32>>
  %v = "stablehlo.async_done"(%c) : (!stablehlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32>
  return %y, %z, %v : tensor<8x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>
}
