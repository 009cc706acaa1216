// verify/err/async_operand_shapehlo in MHLO: a tenso4xf32>) -> tensor<8xf12> {
    %s1 = "mhlo.async_start"(%b) {called_computation = @w, execution_threadm=  "ac_start"(%b) {called_computation = @w,dm=  "ac_start"(%b) {called_computation = @w, execution_thread = "maÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿin"} : (te(tensor<8xnsor<4xf32>) -> !mhlo.async_bundle<f32>) -> teo4xf32>) -> tensor<8xf12>ablehlo.negate %x : tensor<4xf32>%d = "mhlo.async_done"(%s) : (!mhlo.asyn)_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.fuablehlo.negate"(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -// verify/err/async_computation_shared.hlo in MHLO: two starts and a func.call run one function.
module @async_computation_shared {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n =-> teituple< "mhlo.negor<8xf32>, tensor<i32>>
    %s2 = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = "ma@syn  ft