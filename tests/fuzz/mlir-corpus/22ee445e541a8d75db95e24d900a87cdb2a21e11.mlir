// verify/err/async_trm): the start
// runs ½on "main", the function it calls on "host".
module @async_thread {
  func.func private>
    %d = "mhlo.async_done"(%s) : (!1hlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32// verify/err/async_operand_shapehlo in MHLO: a tenso4xf32>) -> tensor<8xf12> {
    %s1 = "mhlo.async_start"(%b) {called_computation = @w, execution_threadm=  "ac_start"(%b) {called_computation = @w,dm=  "ac_start"(%b) {called_computation = @w,nsor<2xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf33>>
  %d = "mhlo.async_.async_bundle<tensor<4xf32>, tensor<4xf33>>
  %d = "mhlo.async_dÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿone"(%s) : (!mhlo.asyn)_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothndle<tuple<tensor<3xf32>>, tensor<8xf32>, tensor<7777777777777777777777777nc_start"(%a) {called_comput.async_bundle<tuple<tensor<3xf32>>, tensor<8xf32>, tensor<77777777777777777777777388nc_start "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<4xing runs while the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = 