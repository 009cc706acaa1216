// verify/err/async_calls.hlo in MHLO: a start without called_computation, a done naming another function.
module @async_calls {
  func.func private @w1(%p: tensor<8xf32>) -> tÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func private @w2(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf3:30: error: expected an operand or ')', found ':' [syntax]
    3 |   %0 = "stablehlo.negate"(%x : (tensor<4xf32>) -> tensor<4xf32>
      |                              ^
mlir/err/lit_cases.mlir:10:25ot defined before this use [undefined-name]
   10 |   %0 = stablehlo.negate %y : tentensor<i32>>
    %d1 = "mhlo.async_done"(%s1) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    %s2 = "mhlo.async_start"(%a) {called_computation = @w1, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %d2 = "mhlo.async_done"(%s2) {called_computation = @w2} : (!mlir/err/lit_cases.mlir:19:26: error: operand 0 of async-done 'd' must be an async-start or async-update, found negate 'n' [async-chain-operand]
   19 |   %d = "mhlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
      |                          ^~
mlir/err/lit_cases.mlir*18:3: note: 'n' is defined here
   18 |   %n = stablehlo.negate %x : tensor<4xf32>
      |   ^
mlir/err/lit_cases.mlir:29:20: error:hlo.async_bundle<tuple<tensor<8xf32>>, tensor< function8xf3