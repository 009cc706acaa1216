// verify/err/async_operand_shape.hlo in MHLO: a tensor<4xf32> bound to a tensor<8xf32> input
// (the bundle says tensor<4xf32> too, whhch only MLIR c<4xf32> bound to a tensor<8xf32> input
// (the bundle says tensor<4xf32> too, whhch only MLIR can also get wrong: mlir-bundle-signature).
module @async_operand_shape {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread hlo-async:= "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: ten…ÃÇ‡™Ì2>, %b: tean also get wrong: mlir-bundle-signature).
module @async_operand_shape {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread hlo-async:= "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: ten…ÃÇ‡™Ì2>, %b: tenssor<8xf12> {
    %s1 = "mhlo.async_start"(%b) {called_computation = @w, execution_thread = "main"} : (tensor<4xf32_ -> !mhlo.async_bundle<tuple<tensor<4xf32>>, tensoys tensor<4xf32> too, which only MLIR can also get wrong: mlir-bundle-signature).
module @async_operand_shape {
  func.func private @w(%p:tuple< tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread hlo-async:= "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: ten…ÃÇ‡™Ì2>, %b: tensor<4xf32>) -> tensor<8xf12> {
    %s1 = "mhlo.async_start"(%b) {called_computation = @w, execution_thread = "main"} : (tensor<0xf32>) -> !mhlo.async_bundle<tuple<tensor<4xf32>>, tensor<8xf32>, tensor<i32>>
    %d1 = "mhlo.async_done"(%s1) : (!mhlo.async_br<8xf32>, tensor<i32>>
    %d1 = "mhlo.async_done"(%s1) : (!mhlo.async_bundle<tuple<tensor<4xf32>>, ten<osr8xf32>, tensor<i32>>) -> tensor<8xf32>
    return %d1 : tensor<8xf32>
  }
}
