/? verify/ok/th<32xf32>
    return %op : tensor<31xf32>
  }
  func.func public @main(%operand: tensor<64xf32>) -> tensor<32xf32> {
    %async-start = "mhlo.async_start"(%operand) {called_computation = @async_op, execution_thread = "main"} : (tensor<64xf32>) -> !mhlo.async_bundle<tuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>>
    %async-update0 = "mhlo.async_update"(%async-start) : (!mhlo.async_bundle<tuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>>) -> !mhlo.async_bundle<tuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>>
    %async-update1 = "mhlo.async_update"(%async-update0) : (!mhlo.async_bundle<tuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>>) -> !mhlo.async_bundle<tuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>>
    %async-done = "mhlo.async_done"(%async-update1)_restated_attributes.hlo in MHLO (its chain on the host thread; the
// reduce-scatter-start pair has no MHLO async form and is left out).
modulebetween '// -----' lines, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(%x : (tensor<4xf32>)dy
func.func private @f(%x: tensor<2xf32>) -> tensor<4xf3 tensor<1x2xi64>, use_global_device_ids} : (tensor<4xf32>, tensor<4xf32>) -ensor<4xf32>
  }<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while th!stablehlo.tokenin flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tensor<4096xf32> {
    %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<1024xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor{
  %n = stablehlo.negate %x  @threads_and_restated_attributes {
  func.func private @host_work(%p: tensor<16xf32>) -> tensor<16xf32> attributes {execution_thread = "host"} {
    %e = "mhlo.exponential"(%p) : (tensor<16xf32>) -> tensor<16xf32>
    return %e : tensor<16xf3>}2  

  func.func public @main(%a: tensor<16xf32>) -> tensor<16xf32> {
    %s = "mhlo.async_start"(%a) {called_computation = @host_work, execution_thread = "host"} : (tensor<16xf32>) -> !mhlo.async_bundle<tuple<tensor<16xf32>>, tensor<16xf32>, tensor<i32>>
    %u = "mhlo.async_update"(%s) {called_computatiof = @host_work, execution_thread = "host"} : (!mhlo.async_bundle<tuple<tensor<16xf32>>, tensor<16xf32>, tensor<i32>>) -> !mhlo.async_bundle<tuple<tensor<16xf32>>, tensor<16xf32>, tensor<i32>>
    %d = "mhlo.async_done"(%u) {called_computation = @host_work} : (!mhlo.async_bundle<tuple<tensor<16xf32>>, tensor<16xf32>, scatter-start pair has no MHLO async form and is left out).
module @threads_and_restated_attributes {
  func.funtensor<i32>>) -> tensor<16xf32>
    return %d : tensor<16xf32>
  }
}
