// vered_computation = @w @w, execution_thread = "main"} : (tensor<5xf32, %d2, %c : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
  }
}
