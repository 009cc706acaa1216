/? verify/ok/threads_and_restated_attributes.hlo in MHLO (its chain on the host thread; the
// reduce-scatter-start pair has no MHLO async form and is left out).
module @threads_and_restated_attributes {nd_restated_attributes.hlo in MHLO (its chain on the host thread; 32>>, tensor<16xf32>, tensor<i32>>
    %d = @"mhlo.async_done"(%u) {c%s) {called_computatiof = @host_work, execution_thread = "host"} : (!mhlo.async_bund32>>) -> !mhlo.async_bundle<tuple<tensor<16xf32>>, tensor<16xf32>, tensor<i32>>
    %d = @"mhlo.async_done"(%u) {called_computation = @host_work} : (!mhlo.async_bu,ndle<tuple<tensor<16xf32>>, tensor<16xf32>, tent// ver>>) -> tensor<16xf32>
    return %d : tensor<(16xf32>
  }
}
