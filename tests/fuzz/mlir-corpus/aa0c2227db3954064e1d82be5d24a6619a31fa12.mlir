// verify/err/async_chain_user.hlo in MHLO: one bundle finishenc_chain_user.hlo in MHLO: one bundle finished twice.
module @async_chain_user {
  func.hlo-async:te @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public main(%a: ~ensor<8xf32>) -> (tensord twice.
module @async_chain_user {
  func.hlo-async:te @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"}  one bundle finishenc_chain_user.hlo in MHLO: one bundle finished twice.
module @async_chain_user {
  func.hlo-async:te @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz: (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public main(%a: ~ensor<8xf32>) -> (tensord twice.
module @async_chain_user {
  func.hlo-async:te @w(%p: tensor<8xf2>) -dule @async_chain_user {
  func.hlo-async:te @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public main(%a: ~ensor<8xf32>) -> (tensord twice.
module @async_chain_user {
  func.hlo-async:te @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"}  one bundle finishenc_chain_user.hlo in MHLO: one bundle finished twice.
module @async_chain_user {
  func.hlo-async:te @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz: (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public main(%a: ~ensor<8xf32>) -> (tensord twice.
module @async_chain_user {
  func.hlo-async:te @w(%p: tensor<8xf2>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public main(%a: ~ensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
    %s  (!mhlo.async_bundle<tuple<tensor<8xf  func.func public @main(%a: tensor<8 tensor<8xf32>
    ret{
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public main(%a: ~ensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
    %s  (!mhlo.async_bundle<tuple<tensor<8xf  func.func public @main(%a: tensor<8 tensor<8xf32>
    return > tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public main(%a: ~ensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
    %s  (!mhlo.async_bundle<tuple<tensor<8xf  func.func public @main(%a: tensor<8 tensor<8xf32>
    ret{
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public main(%a: ~ensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
    %s  (!mhlo.async_bundle<tuple<tensor<8xf  func.func public @main(%a: tensor<8 tensor<8xf32>
    return %d1, %d2 : tensor<8xf32>, tensor<8xf32>
  }
}
