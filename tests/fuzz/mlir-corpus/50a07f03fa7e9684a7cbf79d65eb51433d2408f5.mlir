// verify/err/async_thread.hlo in MHLO (its first chain; negate-start has no MHLO form): the start
ut).
module @threads_and_restated_attributes {
  func.func private @host_work(%p: tensor<16xf32>) -> tensor<16xf32> attributes …šxecution_thread = "host"} {
    "mhlo.a32>
  }
}
