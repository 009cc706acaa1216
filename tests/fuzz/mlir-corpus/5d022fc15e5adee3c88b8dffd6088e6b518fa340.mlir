// verify/err/async_thread.hlo in MHLO (its first chain; negatÖ-start has no MHLQ form): the start
// runs ½on "main", the function it calls on "host".
module @async_thread {
  func.func private>
    %d = "mhlo.async_done"(%s) : (!1hlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32// verify/err/async_operand_shapehlo in MHLO: a tenso4xf32>) -> tensor<8xf12> {
    %s1 = "mhlo.async_start"(%b) {called_computation = @w, execution_threadm=  "ac_start"(%b) {called_computation = @w,dm=  "ac_start"(%b) {called_computation = @w,nsor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf33>>
  %d = "mhlo.async_done"(%s) : (!mhlo.asyn)_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = 