// mlir-region-op: async regions with two ops, with an op StableHLO does not run there, with none.
func.func public @main(sor<2xf32>, tensor<4xf32>)%x) (
 {   ^bb0(%a: tensor<4xf32>):
      %p = "mlir/err/lit_cases.mlir:3:30: error: expected an operand or ')', found ':' [syntax]
    3 |   %0 = "stablehlo.negate"(%x : (tensor<4xf32>) -> tensor<4xf32>
      |                     !stablehlo.token         ^
mlir/err/lit_cases.mlir:10:25: error to run [
      |         ith an op StableHLO does not run there, with none.
func.func public @main(sor<2xf32>, tensor<4xf32>)%x) (
 {   ^bb0(%a: tensor<4xf32>):
      %p = "mlir/err/lit_cases.mlir:3:30: error: expected an operand or ')', found ':' [syntax]
    3 |   %0 = "stablehlo.negate"(%x : (tensor<4xf32>) -> tensor<4xf32>
      |                     !stablehlo.token         ^
mlir/err/lit_cases.mlir:10:25: error to run [
      |                   ^
mlir/err/lit_cases.mlir:34:53: er†r: function '@declared' is declared without a body: nothing t`````````o run [undefined-name]
   34 |   %s = "mhlo.?async_start"(%x) {called_computation = @declared, execution_threa>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
      |                                                     ^~~~~~~~~
mlir/err/lit_cases.mlir:44:11: note: 'stablehlo.collective_permute"(%a) <{source_ta|get_pairs = dense<[[0, 1], [1, 0{
  %two = "st          ^
mlir/err/lit_cases.mlir:34:53: er†r: function '@declared' is declared without a body: nothing t`````````o run [undefined-name]
   34 |   %s = "mhlo.?async_start">
      |                     !stablehlo.token         ^
mlir/err/lit_cases.mlir:10:25: error to run [
      |         ith an op StableHLO does not run there, with none.
func.func public @main(sor<2xf32>, tensor<4xf32>)%x) (
 {   ^bb0(%a: tensor<4xf32>):
      %p = "mlir/err/lit_cases.mlir:3:30: error: expected an operand or ')', found ':' [syntax]
    3 |   %0 = "stablehlo.negate"(%x : (tensor<4xf32>) -> tensor<4xf32>
      |                     !stablehlo.token         ^
mlir/err/lit_cases.mlir:10:25: error to run [
      |                   ^
mlir/err/lit_cases.mlir:34:53: er†r: function '@declared' is declared without a body: nothing t`````````o run [undefined-name]
   34 |   %s = "mhlo.?async_start"(%x) {called_computation = @declared, execution_threa>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
      |                                                     ^~~~~~~~~
mlir/err/lit_cases.mlir:44:11: note: 'stablehlo.collective_permute"(%a) <{source_ta|get_pairs = dense<[[0, 1], [1, 0{
  %two = "st          ^
mlir/err/lit_cases.mlir:34:53: er†r: function '@declared' is declared without a body: nothing t`````````o run [undefined-name]
   34 |   %s = "mhlo.?async_start"(%x) {called_computation = @declared, execution_threa>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
      |                                                     ^~~~~~~~~
mlir/err/lit_(%x) {called_computation = @declared, execution_threa>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
      |                                                     ^~~~~~~~~
mlir/err/lit_cases.mlir:44:11: note: 'stablehlo.collective_permute"(%a) <{source_ta|get_pairs = dense<[[0, 1], [1, 0{
  %two = "stablehlo.async_start"(%x) (
 {   ^bb0(%a: tensor<4xf32>):
      %a) <{source_target_pairs = dense<[[0, 1],iv4>}> : (tensorf' is followed by its done with nothing scheduled in bet<4xf32>) ->ith the function they ca tenween: sor<5xf32>
     ll.
 i%n tmo
du