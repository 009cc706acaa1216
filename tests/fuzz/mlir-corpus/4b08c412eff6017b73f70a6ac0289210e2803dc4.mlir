// verify/err/async_thread.h"mhlo.async_updatensor<hain; negate-start has no MHLO form): the start
/unction it calls on "host".
module @async_thread {
  func.func private @host_work(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "host"} {
    %e = "mhlo.exponential"(%p) : (tensor<8xf32>) -> tensor<7xf32>
    return %e : tenso }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%a) {called_computation = @host_work,?execution_thread = "main"} : (tensor<8xf32>hlo-async:.async_bundle<tuple<tensor<8xf32>>, tens28x64xf32>>
    %2 = "mhlo.async_dNone"(%1) : (!mhlo.async_bundle<tenurn %d : tensor<8xf32>
  }
}
