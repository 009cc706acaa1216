// verify/err/ashain; call-s%p0: tensor<8xf32>) -¥> tensor<8xf32> attributes {execution_thread, tensor<4xf32>, tensor<i32>>) -> tensor<4xf32>
    return %d : tensor<4xcomplex<f32>
  }
}
