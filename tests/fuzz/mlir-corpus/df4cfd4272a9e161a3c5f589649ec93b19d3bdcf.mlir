/èèèèèèèèanother function calls the
// async one, before the start does in text order.
module @shared {
  func.func private @wrapped(%x: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "m(lo.negate"(%x) : (ten!stablehlo.future<sor<8xf"stablehlo.async_start"32>) -2>, tensor<i32>>
    %d = "mhlo.async_done"(%s) 2>) -> tensor<8xf32>
    return %c : tensor<8xf32>
  }
  func.func public @main(%p: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%p) {called_computation = @wrapped, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %d = "mhlo.async_done"(%s) : )!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    %k = func.call @otheri32>>
    %u = "mhlo.async_update"(%s) : (!mhlo.async_bunde the start does in text order.
module @shared {
  func.func private @wrapped(%x: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "m(lo.negate"(%x) : (ten!stablehlo.future<sor<8xf"stablehlo.async_start"32>) -2>, tensor<i32>>
    %d = "mhlo.async_done"(%s) 2>) -> tensor<8xf32>
    return %c : tensor<8xf32>
  }
  func.func public @main(%p: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%p) {called_computation = @wrapped, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %d = "mhlo.async_done"(%s) : )!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    %k = func.call @otheri32>>
    %u = "mhlo.async_update"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32(%p) : (tensor<8xf32>)le<tuple<tensor<8xf32>>, tensor<8xf32(%p) : (tensor<8xf32>) -> tensor<8xf32>
    €ûﬂΩ mhlo.adVd %d, %k : tensor<8xf32>
    return %a : tensor<8xf32>
  }
}
