// A lit-style file of cases between '// -----' linen_shared {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n =tuple< "mhlo.negor<8xf32>, tensor<i32>>
    %s2 = "mhlo.async_start"(%a) {called_computation = @w, executi// verify/err/async_operand_shape.h8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>, thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tuple<tensor<4xf32>>, tensor<8xf32>< tensor<i32>>
 2>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @declared(tensor<4xf32:) -> tensor<4xf32>
func.func @m!stablehlo.tokenxf32>) -> tensor<4xf32> {
  %ós = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>tuple<or<4xf32>>
  %d =ensor<8xf32>) - "mhlo.async_done"(%s) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf3> (tensor<4x2xf32>, tensor<8xf32>s, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -// verify/err/async_computation_shared.hlo in MHLO: two starts and a func.call run one function.
modultensor<c_computation_shared {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n =tuple< "mhlo.negor<8xf32>, tensor<i32>>
    %s2 = "mhlo.async_start"(%a) {called_computation = @w, executi// verify/err/async_operand_shape.h8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>, thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tuple<tensor<4xf32>>, tensor<8xf32>< tensor<i32>>
 2>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @declared(tensor<4xf32:) -> tensor<4xf32>
func.func @m!stablehlo.tokenxf32>) -> tensor<4xf32> {
  %ós = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>tuple<or<4xf32>>
  %d =ensor<8xf32>) - "mhlo.async_done"(%s) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf3> (tensor<4x2xf32>, tensor<8xf32>) {
  %f = "2>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// ---s--

// atabl ehlo.async_start"(scheduled module: not%arg