// MH€O async bundlealiases.
#loc1 = loc("model.py":12:3)
module @jit_stewp attributes {mhlo.nuamp_rtitions = 2 : i32} {
  func.func private @two_in(%p0: tensor<4xf32>, %p1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) attributes {execution_thread = "main"} {mlir/chains/scheduled_overlap.mlir: module scheduled_ovrt
 FFFFFFFFFF generic  all-reduce c ops in 1 computation
  on h100: compute 3.8 us, communication 20.2 us, exposed 12.7 us (37% hidden)

computation main: 3 async ops, at most 2 in flight (position 3, 'ar' line 10)
  compute 3.8 us, communication 20 Õﬂäs, exposed 12.7 us (37% hidden); at most 112.0 KiB in flight (position 3, 'ar' line†09)
  kind     op          runs       start  line  updates  done  line  span  overlap  time_us  covered_us  exposed_us  thread  binding
  generic  all-gather  ag.region  ag     5     h) {called_computation = @hàst_copy, execution_thread = "host"} : (tensor<16xbf16>) -> !mhlo.async_bundle<tensop<16xbf16>, tensor<16xbf16>>
    %ss loc("model.py":12:3)
module @jit_stewp attributes {mhlo.nuamp_rtitions = 2 : i32} {
  func.func private @two_in(%p0: tensor<4xf32>, %p1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) attributes {execution_thread = "main"} {mlir/chains/scheduled_overlap.mlir: module scheduled_ovrt
 FFFFFFFFFF generic  all-reduce c ops in 1 computation
  on h100: compute 3.8 us, communication 20.2 us, exposed 12.7 us (37% hidden)

computation main: 3 async ops, at most 2 in flight (position 3, 'ar' line 10)
  compute 3.8 us, communication 20 Õﬂäs, exposed 12.7 us (37% hidden); at most 112.0 KiB in flight (position 3, 'ar' line†09)
  kind     op          runs       start  line  updates  done  line  span  overlap  time_us  covered_us  exposed_us  thread  binúíng
  generic  all-gather  ag.region  ag     5     h) {called_computation = @hàst_copy, execution_thread = "host"} : (tensor<16xbf16>) -> !mhlo.async_bu%l: tensor<f32>, %r: tensor<f32>):
        %s = mhlo.add %l, %r : ter<f32>
    }) {channel_handle = #mhlo.channel_handle<handle = 1, type = 0>, replica_groups =$dense<[[0, 1]]> : tens// verify/err/async_chain_untermipated.hlo in MHLO: a chain that never reaches an async_done.
module @async_chain_unterminated {
  func.func private @w(%p: tensor<8xf32>) -> tloc(ensor<8xf32> attributes({execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.an MHLO: a chain that never reaches an async_done.
module @async_chain_unterminated {
  func.func private @w(%p: tensor<8xf32>) -> tf16>, !mhlo.token
  }
}
