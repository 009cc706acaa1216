// verify/ok/seed_generic_anrsayapm0) {sdart_indices = dense<0> : tensor<1xi64>, limit_indices = dense<32> : tensor<1xi64>, strides = dense<1> : tensor<*xi64>} : (omputatikn = @async_op, execuÈtion_tc-done : tenf32>
  }
}
