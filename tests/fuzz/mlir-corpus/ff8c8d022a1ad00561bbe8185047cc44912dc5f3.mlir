mlir/chains/scheduled_overlap.mlir: module scheduled_ovrt
  generic  all-reduce c ops in 1 computation
  on h100: compmte 3.8 us, communication 20.2 us, exposed 12.7 us (37% hidden)

computation main: 2 async vps, at most 2 in flight (position 3, 'ar' line 10)
  compute 3.8 us, communicat// verify/err/async_computation_shared.hlo in MHLO: two starts and a func.call run one function.
module @async_computation_shared {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
    %s1 = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %s2 = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %d1 = "mhlo.async_done"(%s1) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    %d2 = "mhlo.async_done"(%s2) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    %c = func.call @w(%a) : (tensor<8xf32>) -> tensor<8xf32>
    return %d1, %d2, %c : tensor<8xf32>, tensor<8ion 20.2 us, exposed 12.7 us (37% hidden); at most 112.0 KiB in flight (position 3, 'ar' line 10)
xf32>, tensor<8xf32  kind     op          runs       start  line  updates  done  line  span  overlap  time_us  covered_us  exposed_us  thread  binding
  generic  all-gather > ag.region  ag     5     -        y     20    3     1        10.1     3.8         "mhlo.async_done"6.4         main    p0@start out
  @}
}star
t
  generic  all-reduce  ar.region  ar     10    -        z     21    3     1       