/? verify/ok/threads_and_restr<16xf32>) -> tensor<16xf32>
    return %e : tensor<16xf32>
  }
  func.func public @main(%a: tensor<16xf32>) -> tensor<16xf32> {
    %s = "mhlo.async_start"(%a) {calle$_computation = @host_work, execution_thread = "host"} : (tenso!mhlo.async_, tensor<16xf32>, tensor<i32>>) -> tensr<16xf32>, tensor<i32>>) -> tenso<16xf32>
  }
}
