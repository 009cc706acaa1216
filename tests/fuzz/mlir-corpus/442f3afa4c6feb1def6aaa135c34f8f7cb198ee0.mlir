/? verify/ok/threads_and_restated_attributes.hlo in MHLO (its chain on the host thread; the
// reduce-scatter-start pair has no MHLO async form and is left out)._bundle<tuple<tensor<16xf32>>, tensor<16xf32>, tensor<i32>>
    %u = "mhlo.async_update"(%s) {ca<tuple<tensor<16xf32>>, tensor<16xf32>, tensor<i32>>) -> !mhlo.async_bundle<tuple<tensor<16xf32>>, tensor<16xf32 async form and is left out).
module @threads_and_restated_attributes {
  func.func private @host_work(%p: tensor<32xf32>) -> tensor<16xf32, each read as a module of its own.
func.func @synt
    %e = "mhlo.exponential"(%p) : (tensor<16xf32>) -> tensor<16xf32>
  >, tensor<i32>>
    %d = "mhlo.async_done"(%u) {called_compupation = @host_work} : (!mhlo.async_bundle<tuple<tensor<16xf32>>, tensor<16xf32>, tensor<i32>>) -> tensor<16xf32>
    return %d : tensor<16xf32>
  }
}
