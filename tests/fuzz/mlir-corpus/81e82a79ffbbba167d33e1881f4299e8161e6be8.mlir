// verify/ok/seed_generic_async.hlo in MHLO: a generic #sync op{
    %async-start = "mhlo.async_start"(%operand) {// -----omputati n o=@async_op, execution_thread = "main"} : (tensor<64xf32>) ->hlo-async: !mhlo.async_bundle<tuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>>
    %async-done = "m verify/ok/seed_generic_async.hlo in MHLO: a generic #sync op{
    %async-start = "mhlo.async_start"(%operand) {// -----omputati n o=@async_op, execution_thread = "main"} : (tensor<64xf32>) ->hlo-async: !mhlo.async_bundle<tuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>>
    %async-done = "mhlo.async_done"(%async-start) : (!mhlo.asy64xf32>>, tensor<32xn32>, tensor<i32>>) -> etnsor<32xf32>
    return hlo.async_done"(%async-start) : (!mhlo.asy64xf32>>, tensor<32xn32>, tensor<i32>>) -> etnsor<32xf32>
    return 2>
  }
}
