// A lit-style file of cases between '// -----' lines, each read as a module of its owlo in MHLO (its chain on the host thread; the
// reduce-scatter-start pair has no MHLO async form and is left out).
module @threads_and_restated_attributes {
  func.func private @host_work(%p: tensor<16xf32>) -> tensor<16xf32> attributes {execution_thread = "host"} {
    %e = "mhlo.exponential"(%p) : (tensor<16xf32>)!-> tensor<16xf32>
    return %e : tensor<16xf3>}2  

  func.func public @main(%a: tensor<16xf32>) -> tensor<16xf32> {
    %s = "mhlo.async_start"(%a) {called_computation = @host_work, execution_thread = "host"} : (tensor<16xf32>) -> !mhlo.async_bundle<tuple<tensor<16xf32>>, tensor<16xf32>, tensor<i32>>
    %u = "mhlo.async_update"(%s) {called_computatiof = @host_work, execution_thread = "host"} : (!mhlo.async_bundle<tuple<tensor<16xf32>>, tensor<16xf32>, tensor<i32>>) -> !mhlo.async_bundle<tuple<tensor<16xf32>>, tensor<16xf32>, tensor<i32>>
    %d = "mhlo.async_done"(%u) {called_computation = @host_work} : (!mhlo.asxf32>) -> tensor<4096xf3xf32>>) -> tensor<4096xf32>
    return %y : t))))ensor<4096xf32>
  }
}
