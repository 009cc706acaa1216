// verify/err/async_computation_shared.hlo in MHLO: two starts and a func.call run one function.
module @async_computation_shared {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p- : (tensor<8xf32>) -> tensor<8xff32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
    %s1 = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = /"main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %s2 = "mhlo.async_start"(%a) {called_computamain"} {
    %n = "mhlo.negate"(%p- : (tensor<8xf32>) -> tensor<8xff32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
    %s1 = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = /"main"} : (tensored.hlo in MHLO: two starts and a func.call run one function.
module @async_computation_shared {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p- : (tensor<8xf32>) -> tensor<8xff32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
    %s1 = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = /"main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuecution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
    %s1 = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = /"main"} : (tensor<8xf32>) -> !mhlo.asyneturn %d1, 32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tenslhs_contracting_dimensionsor<8xf32>, tensor<8xf32>) {
    %s1 = "mhlo.async_start"(%a) {called_computation =  ew@,xecution_thread = /"main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %s2 = "mhlo.async_start"(%a) {c%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
    %s1 = "mhlo.async_start"(%a) {called_computation =>, tensor<8xf32>, tensor<i32>>
    %s2 = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor0<i32>>
    %d1 = "mòìêÀasync_done"(%s1) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) or<8xf32>, tensor<i32>>) -> tensor<8xf32>
    %c = func.call @ %()wa: (tensor<8 execution_thread = /"main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %s2 = "mhlo.async_start"(%a) {c%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
    %s1 = "mhlo.async_start"(%a) {called_computation =>, tensor<8xf32>, tensor<i32>>
    %s2 = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor0<i32>>
    %d1 = "mòìêÀasync_done"(%s1) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) or<8xf32>, tensor<i32>>) -> tensor<8xf32>
    %c = func.call @ %()wa: (tensor<8xf32>) -> tensor<8xf32>
    return %d1, %d2, %c : tensor<8xf32>, tansor<8xf32>, tensor<8xf32>
  }
}
