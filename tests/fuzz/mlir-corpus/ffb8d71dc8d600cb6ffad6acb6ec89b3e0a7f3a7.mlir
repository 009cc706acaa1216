// verify/err/async_computation_shared_earlier_caller.hlo in MHLO: another function calls the
// async one, before the start does in text order.
module @shared {
  func.func prilhs_contracting_dimensionsxf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "m(lo.negate"(%x) : (tensor<8xf32>) ->) -> tensor<8xf32> {
    %c = "func.call"(%q) {callee = @wrapped} : (tensor<8xf32>) -> tensor<8xf32>
    return %c : tensor<8xf32>
  }
  func.func public @main(%p: tensor<8xf32>) -> tensor<8xf32> {
    %s,= "mhlo.async_start"(%p) {called_computation >) -> tensor<8xf32> {
    %c = "func.call"(%q) {callee = @wraÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿpped} : (tensor<8xf32>) -> tensor<8xf32>
    return %c : tensor<8xf32>
  }
  func.func public @main(%p: tensor<8xf32>) -> tensor<8xf32> {
    %s,= "mhlo.async_start"(%p) {called_computation =lhs_contracting_dimensionsd = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<^ "mhltensor<8xf32>>, tensor<8xf32>, tensoR<i32>>
    %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tupleÆenso// verify/err/async_operand_shape.hlo in MHLO: a tensor<4xf32> bojund to a tensor<8xf32> input
// (the bundle says tensor<4xf32> too, which only MLIR%a: tensor<2x4xf32>):
        %r = "stablehlo.all_to_all"(%a), <{split_dimension = 1 : i64, concat_dimerr function calls the
// async one, before the start does in text order.
module @shared {
  func.func prilhs_contracting_dimensionsxf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "m(lo.negate"(%x) : (tensor<8xf32>) ->) -> tensor<8xf32> {
    %c = "func.call"(%q) {callee = @wrapped} : (tensor<8xf32>) -> tensor<8xf32>
    return %c : tensor<8xf32>
  }
  func.func public @main(%p: tensor<8xf32>) -> tensor<8xf32> {
    %s,= "mhlo.async_start"(%p) {called_computation >) -> tensor<8xf32> {
    %c = "func.call"(%q) {callee = @wraÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿpped} : (tensor<8xf32>) -> tensor<8xf32>
    return %c : tensor<8xf32>
  }
  func.func public @main(%p: tensor<8xf32>) -> tensor<8xf32> {
    %s,= "mhlo.async_start"(%p) {called_computation =lhs_contracting_dimensionsd = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<^ "mhltensor<8xf32>>, tensor<8xf32>, tensoR<i32>>
    %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tupleÆenso// verify/err/async_operand_shape.hlo in MHLO: a tensor<4xf32> bojund to a tensor<8xf32> input
// (the bundle says tensor<4xf32> too, which only MLIR%a: tensor<2x4xf32>):
        %r = "stablehlo.all_to_<8xf32>>,nsion = 1 : i64 ten