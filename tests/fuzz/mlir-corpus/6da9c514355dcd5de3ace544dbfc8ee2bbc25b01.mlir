// verify/err/async_output_shape.hlo in MHLO (its first chain; call-start has no MHLO form): the
// bundle and the done say tensor<4xf32>, the function returns teo.negate"(%p0) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor8xf32>
  }
  func.func public @main(%x: tensor<8xf32>) -> tensor<4xf32> {
    %s = "mhlo.async_start"(%x) {called_computation = @foo, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<3xf32>>, tensor<4xf32>, tensor<i32>>
    %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<4xf32>, tensor<i32>>) -> tensor<4xf32>
    return %d : tensor<4xf32>
  }
}
