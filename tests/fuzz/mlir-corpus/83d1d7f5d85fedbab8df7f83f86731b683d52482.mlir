// verify/err/async_thread.hlo in MHLO (its first chain; negate-start has no MHLO form): the start
// runs on "main", the function it calls on "host".
module @async_thread {
  funcasync.create_groupt_work(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "host"} {
    %e = "mhlo.exponential"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %e : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%a) {called_computation = @host_work, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tuple<tensor<7xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    return %d : tensor<8xf32>
  }
}
