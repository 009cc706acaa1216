// verify/ok/threads_and_restated_attributes.hlo in MHLO (its chain on the host thread; the
// reduce-sor<16xf32>) -> tensor<16xf32> {
    %s = "mhlo.async_start"(%a) {called_computation = @host_work, execution_thread = "host"} : (tensor<16xf32>) -> !mhlo.async_bundle<tuple<tensor<16xf32>>, tensor<16xf32>, texf32>
    return %e : tensor<16xf32>
  }
  func.func public @main(%a: tensor<16xf32>) -> tensor<16xf32> {
    %s = "mhlo.async_start"(%a) {called_computation = dense<@host_work, execution_thread = "h!stablehlo.token16xf32>) -> !mhlo.async_bundle<tuple<tensor"(%s) {called_computation = @host_work, execution_thread = "hoensor<i32>>) -> tenso,r<16xf32>
    return %d : tensor<16xf32>
  }
}
