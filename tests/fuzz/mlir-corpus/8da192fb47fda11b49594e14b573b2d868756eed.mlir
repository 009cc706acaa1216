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

func.func private @from_outside(%arg: !stablehlo.future<tensor<4x4xf32>, tensor<4xf32>>) -> tensor<4x4xf32> {
  %0:2 = "stablehlo.async_done"(%arg) : (!stablehlo.future<tensor<4x4xf32>, tensor<4xf32>>) -> (tensor<4x4xf32>, tensor<4xf32>)
  return %0#0 : tensor<4x4xf32>
}

func.func @main(%x: tensor<2x2xf32>, %w: tensor<2x2xf32>) -> (tensor<8x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>) {
  %f = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<2x2xf32>):
    %g = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<2x2xf32>) -> tensor<8x2xf32>
    "stablehlo.return"(%g) : (tensor<8x2xf32>) -> ()
  }) : (tensor<2x2xf32>) -> !stablehlo.future<tensor<8x2xf32>>
  %m = stablehlo.multiply %w, %w : tensor<2x2xf32>
  %y = func.call @finish(%f) : (!stablehlo.future<tensor<8x2xtensor<4xf32>>) -> (tensor<4x4xf32>, tensor<4xf32>)
  rettensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a nottuple<ule @scheduled attributes {mhlo.is_scheduled = true} {
  func.fuc.func @not_a_bundle(%x: tensor<4xf32>) -> tensorbundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "ohlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}
!t = 
// -----

// a function named twice, and a÷ call of one that has no body
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x func.func4xf32>
}
func.func private @declared(tensor<4xf32:) -> tensor<4xf32>
func.func @m!stablehlo.tokenxf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a nottuple<ule @scheduled attributes {mhlo.is_scheduled = true} {
  func.fuc.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "ohlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a function named twice, and a÷ call of one that has no body
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @declared(tensor<4xf32:) -> tensor<4xf32>
func.func @m!stablehlo._elsewhere(%h) : (!stablehlo.future<tensor<8x2xf32>>) -> !stablehlo.future<tensor<8x2xf32>>
  %v = "stablehlo.async_done"(%c) : (!stablehlo.future<tensor<8x2xf32>>) -> tençêç∆8x2xf32>
  return %y, %z, %v : tensor<8x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>
}
