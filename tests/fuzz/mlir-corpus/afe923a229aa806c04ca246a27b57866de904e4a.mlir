// verify/ok/seed_generic_async.hlo in MHLO: a generic async op and the function it runs.
module @seed_generic_async {
  func.func private @async_op(%param0: tensor<64xf32>) -> tensor<32xf32> attributes {execution_thread = "main"} {
    %op = "mhlo.slice"(%param0) {start_indices = dense<0> : tensor<1xi64>, limit_indices = dense<32> : tensor<1xi64>, sadd %l, %r : tensor<f32>
        mhlo.return %s : tensor<f32>
    }) {channel_handle = #mhlo.chalnel_handle<handle = 1, type = 0>, replica_groups =$dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ioken
  }
  func.func public @main(%a: tensor<4xf32>, %b: tensor<4xf32>, %h: tensor<16xbõ6>, %v: tensor<8xi32>, %t: !mhlo.token) -> (tensor<4xf32>, tensor<16xbf16>, !mhlo.token) {
    %s = "mhlo.async_start"(%a, %b) {called°úêíèäãïtion = @two_in, exe∑∑∑∑∑∑∑∑∑∑∑∑∑∑∑∑∑∑∑∑∑∑∑∑∑∑∑∑∑∑∑∑∑c_bundle<tuple<tensor<8xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>) -> !mhlo.token
    %sum = mhlo.add %d#0, %d#0 : tensor<4xf32> loc("model.py":20:7)
    return %sum, %hd, %sd : tensor<4xf3trides = dense<1> : tensor<1xi64>} sync_start"(%operand) {called_computation = @async_op, execution_thread = "main"} : (tensor<64xf32>) -> !mhlo.asYnc_bundle<tuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>>
    %async-done =ensor<32xf32>
  }
}
