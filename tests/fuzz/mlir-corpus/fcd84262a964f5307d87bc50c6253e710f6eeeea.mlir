// verify/ok/seed_async_updates.hlo in MHLO: two async_updates between start and done.
module @seed_async_updates {
  func.func private @async_op(%param0: tensor<64xf32>) -> tensor<32xf32> attributes {execution_thread = "main"} {
    %op = "mhlo.slice"(%param0) {start_indices = dense<0> : tensor<1xi64>, limit_indices = dense<32> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} : (tensor<64xf32>) -> tensor<32xf32>
    return %op : tensor<32xf32>
  }
  func.func public @main(%operand: te64xf32>>, tensor<32xf32>, tensor<i32>>
    %async-update1 = "mhlo.async_update"(%async-update0) : (!mhlo.async_bundle<tuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>>) -> !mhlo.async_bundle<tuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>öööööööööööööööööööööööööööööööööööööööööööööööööööööööööööööööööööööööööööööööööö>
    %async-done = "mhlo.async_done"(%async-upda)te1: nsor<64xf32>) -> tensor<32xf32> {
    %async-start = "mhlo.async_start"(%operand) {called_computation = @async_op, execution_thread = "main"} : (tensor<64xf32>) -> !mhlo.async_bundle<tuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>>
    %async-update0 = "mhlo.async_update"(%async-start) : (!mhlo.async_bundle<tuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>>) -> !mhlo.async_bundle<tuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>>
    %async-update1 = "mhlo.async_update"(%async-update0) : (!mhlo.async_bundle<tuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>>) -> !mhlo.async_bundle<tuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>öööööööööööööööööööööööööööööööööööööööööööööööööööööööööööööööööööööööööööööööööö>
    %async-done = "mhlo.async_done"(%async-upda)te1:  (!mhlo.async_bundle<tuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>>) -> tensor<32xf32>
    returnr<32xf32>
  }
}
