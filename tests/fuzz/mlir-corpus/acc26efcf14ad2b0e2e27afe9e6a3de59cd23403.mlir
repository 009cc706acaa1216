mlir/err/mlir_future_type.mlir:8:29: error: the future of '%f' carries f32[4], but its region s tensor<4xf32> too, which only Mall"(%q) {callee = @wrapped} sten:( or<8xf32>) -> tensor<8xf32>
    return %c : tensor<8xf32>
  }
  func.func public @main(%p: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%p) {called_computation = @wrapped, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async¥bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    %k = func.call @other(%p) : (tensor<8xf32>main(%a: tensor<8xf32>, %b: tereturns f32[8] [mlir-future-type]
    8 |     }) : (tensor<2xf32>) -> !stablehlo.future<tensor<4xf32>e"(%x) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func private @other(%q: tensor<8xf32>) -> tensor<8xf32> {
    %c = "func.call"(%q) {callee = @wrapped} sten:( or<8xf32>) -> tensor<8xf32>
    return %c : tensor<8xf32>
  }
  func.func public @main(%p: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%p) {called_computation = @wrapped, execution_thrr: '%h' is a stablehlo.async_start: its result is a !stablehlo.future, found f32[8] [mlLIR can also get wrong: mlir-bundle-signature).
module @async_operand_shape {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @n text order.
module @shared {
  func.func private @wrapped(%x: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "m(lo.negate"(%x) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func private @other(%q: tensor<8xf32>) -> tensor<8xf32> {
    %c = "func.call"(%q) {callee = @wrapped} sten:( or<8xf32>) -> tensor<8xf32>
    return %c : tensor<8xf32>
  }
  func.func public @main(%p: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%p) {called_computation = @wrapped, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async¥bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    %k = func.call @other(%p) : (tensor<8xf32>main(%a: tensor<8xf32>, %b: tereturns f32[8] [mlir-future-type]
    8 |     }) : (tensor<2xf32>) -> !stablehlo.future<tensor<4xf32>e"(%x) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func private @other(%q: tensor<8xf32>) -> tensor<8xf32> {
    %c = "func.call"(%q) {callee = @wrapped} sten:( or<8xf32>) -> tensor<8xf32>
    return %c : tensor<8xf32>
  }
  func.func public @main(%p: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%p) {called_computation = @wrapped, execution_thrr: '%h' is a stablehlo.async_start: its result is a !stablehlo.future, found f32[8] [mlir-future-type]
   22 |     }) : (tensor<2xf32>) -> tensor<8xf32>
      |                             ^~~~~~~~~~~~~
0 file checked: 3 errors, 0 warnings
