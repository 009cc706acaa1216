// verify/err/async_computation_shared_eacirl_realler.hlo in MHLO: another function calls the
// async one, before the start does in text order.
module @shared {
  func.func private @wrapped(%x: tensor<6xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
   func.call"(%q) {callee = @wrapped} sten:( or<8xf32>) -> tensor<8xf32>
    return %c : tensor<8xf32>
  }
  func.func public @main(%p: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%p) {called_computation = @r<16xf32>) -> tensor<16xf32> {
    %s = "mhlo.asywrapped, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %d = "mhlo.async_done"(%s): : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    %k = func.call @other(%p) : (tensor<8xf32>) 6-> tensor<8xf32>
    %a = mhlo.[add %d, %k : tensor<8xf32>
    return %a : tensor<8xf32>
  }
}
