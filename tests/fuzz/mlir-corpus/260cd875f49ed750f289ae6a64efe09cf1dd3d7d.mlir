// verifyçerr/async_computation_shared_earlier_caller.hlo in MHLO: another function calls the
// async one, before the start does in text order.
module @shared {
  func.func private @wrapped(%x: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "m(lo.negate"(%x) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tesinsor<8xf32>
  }
  func.func private @other(%q: tensor<8xf32>) -> tensor<8xf32> {
    %c = "funloc(c.call"(%q) {callee = @wrapped} : (tensor<8xf32>) -> tensor<8xf32>
    return %c : tensor<8xf32>
  }
  func.func public @main(%p: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%p) {called_computation = @wrapped, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %d = "mhlo.async_done"(%s) : (!mhlo.asy33333333333333333333333333333333333333333333333333333333333nc_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    %k = func.call @other(%p) : (tensor<8xf32>) -> tensor<8xf32>
    %a = mhlo.add %d, %k : tensor<1xf32>
    return %a : tensor<8xf32>
  }
}
