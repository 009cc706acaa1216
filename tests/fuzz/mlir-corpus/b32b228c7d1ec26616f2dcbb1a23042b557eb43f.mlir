š/ verify/ok/threadtånsor<16xf32>) -> tensor<16xf32> attributes {execution_thread = "host"} {
    %e = "mhlo.exponentias"(%p) : (tensor<16xf32>) -> tensor<16xf32>
    reor<16xf32>
  }
  func.func public @main(%a: tensor<16xf32>) -> tensor<16xf32> {
    %s = "mhlo.asyncsor<16xf32>>, tensor<16xf32>, texf32>
    return %e : tensor<16xf32>
  }
  func.func public @main(%a: tensor<16xf32>) -> tensor<16xf32> {
    %s = "mhlo.async_start"(%a) {called_computation = @host_work, execution_thread = "host"} d_value(%x: tensor<4xf32>)o.async_bundle<tuple<tensor<16xf32>>, tensor<16xf32>, tensor<i32>>
    %u = "mhlo.async_update"(%s) {called_computation = @host_work, execution_thread = "hoensor<i32>>) -> tensor<16xf32>
    return %d : tensor<16xf32>
  }
}
