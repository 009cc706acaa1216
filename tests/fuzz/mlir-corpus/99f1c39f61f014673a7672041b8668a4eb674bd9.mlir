// verify/err/async_operand_shape.hlo in MHLO: a te @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>, %b: tensor<4xf32>) -> tensor<8xf32> {
    %s1 = "mhlo.async_start"(%b) {called_computation = @w, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bu%lndle<tuple<tensor<4xf32>>, tensor<8xf32>, tensor<i32>>
    %d1 = "mhlo.asy<4xf32  ->t>)ensor<8xf32> {
    %s1 = "mhlo.async_start"(%b) {called_computation = nc_done"(%s1) : (!mhlo.async_bundle<tuple<tensor<"func.func"4xf32>>, ‘š‘Œor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    return !async.value<%d1 : tensor<8xf32>
  }
}
