// verify/err/async_operand_sha(%p: tensor<4xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>, %b: tensor<4xf32>) -> tensor<8xf12> {
    %s1 = "mhlo.async_start"(%b) {called_computation = @w, execution_thread = "main"} : (tensor<5xf32>) -> !mhlo%d1 : tensor<8xf32>
  }
}
