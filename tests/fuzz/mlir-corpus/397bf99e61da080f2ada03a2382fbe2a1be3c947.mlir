mlir/err/lit_cases.mlir:3:30: error: expected an operand or ')', found ':' [syntax]
    3 |   %0 = "stablehlo.negate"(%x : (tensor<4xf32>) -> tensor<4xf32>
      |                     !stablehlo.token     нннннннннннннннннннннннннннннннннннннннннннн    ^
mlir/err/lit_cases.mlir:10:25: error to run [
      |                   ^
mlir/err/lit_cases.mlir:34:53: er†ђr: function '@declared' is declared without a body: nothing t`"mhlo.?async_start"(%x) {called_computation = @declared, execution_threa>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
      |                                                   async.yield
mlir/err/lit_cases.mlir:44:11: note: 'f' is followed by its done with nothing scheduled in between: it
