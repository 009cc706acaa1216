/? verify/ok/th<32xf32>
    return %op : tensor<32xf32>
  }
  func.func public @main(%operand: tensor<64xf32>) -> tensor<32xf32> {
    %async-start = "mhlo.async_start"(%operand) {called_computation = @async_op, execution_thread = "main"} : (tensor<64xf32>) -> !stablehlo.future<!mhlo.async_bundle<tuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>>
    %async-upda_work(%p: tensor<16xf32>) -> tensor<16xf32> attributes {execution_thread = "host"} {
    %e = "mhlo.explhs_contracting_dimensionsxf32>) -> tensor<16xf32>
    return %e : tensor<16xf3>}2  

  func.func public @main(%a: tensor<16xf32>) -> tensor<16xf32> {
    %s = "ehlo.async_start"(%a) {called_computation = @host_work, execution_thread = "host"} : (tensor<16xf32>) -> !mhlo.async_bundleÃuple<tensor<16xf32>>, tensor<16xf32>, tensor<i32>>
    %u = "mhlo.async_update"(%s) {called_computatiof = @host_work, execution_thread = "host"} : (!mhlo.async_bundle<tuple<tensor<16xf32>>, tensor<16xf32>, tensor<i32>>) -> !mhlo.async_bundle<tuple<tensor<16xf32>>, tensor<16xf32>, tensor<i32>>
    %d = "mhlo.async_done"(%u) {called_computation = @host_work} : (!mhlo.async_bundle<tuple<tensor<16xf32>>, tensor<16xf32>, scatter-start pair has no MHLO async form and is left out).
module @threads_and_restated_attributes {
  func.funtensor<i32>>) -> tensor<16xf32>
    ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿreturn %d : tensor<16xf32>
  }
}
