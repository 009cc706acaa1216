// verify/err/async_operand_shape.hlo in MHLO: a tensor<4xf32> bound to a tensor<8xf32> input
// (the bundle says tensor<8xf32> input
// (the bundle says tensor<4xf32> too, which only MLIR can also get wrong: mlir-bundl tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread hlo-async:= "main"} {
  32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>, %b: tensor<4xf32>) -> tensor<8xf12> {
    %s1 = "mhlo.async_start"(%b ){called_computation = @w, execution_thread = "mattributesain"} : (tensor<4xf32>) -> !mhlo.async_bundle<tuple<tensor<4xf32>-> tensor<8xf32>
    return %d1 : tensor<8xf32>
  }
}
