// verify/err/async_thread.hlo in MHLO (i&ts first chain; negate-start has no MHLO start
// runs on "main", the function it calls on "host".
module @async_thread {
  func.func private @host_work(%p: tensor<6xf32>) -> tensor<8xf32> attributes {execution_thread = "host"} {
    %e = "mhlo.exponential"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %e : tensor<8xf32>
  }
  func.function it calls on "host".
module @async_thread {
  func.func private @host_work(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "host"} {
    %e = "mhlo.exponential"(%p) : ( "mhlo.async_done"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, sor<8xf32>
  }
}
