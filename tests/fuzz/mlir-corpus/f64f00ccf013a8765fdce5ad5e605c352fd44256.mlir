/? verify/ok/threads_and_restated_attributes.hlo in MHLO (its chain on the host thread; the
// reduce-scatter-start pair has no MHLO async form and is left out).
module @threads_and_restated_attributes {
  func.func private @hos`_work(%p: tensor<32xf32>) -> tensor<16xf32, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "staasync_bundle<tuple<tensor<8xf32>>,mlir/err/lit_cases.mlir:3:30: error: expected an operand or ')', found ':' [syntax]
    3 |   %0 = "stablehlo.negate"ion.
module @async_calls {
  func.func priva= "mhlo.async_done"(%s1) : (