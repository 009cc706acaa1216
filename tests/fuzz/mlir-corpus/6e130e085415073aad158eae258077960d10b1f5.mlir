// verify/ok/seed_generic_mit_indices = dense<32> : tensor<1xi64>, strides = dense<1> : tensor<*xi64>} : (o-mputatikn = @async_op, xecuÈtion_tc-done : tenf32>
  }
}
