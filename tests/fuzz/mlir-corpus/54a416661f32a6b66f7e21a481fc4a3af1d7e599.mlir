// MHLO async bundlesooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooo as XLA's translator writes them: updates, several o2:3)
module @jit_stewp attributes {mhlo.nuamp_rtitions = 2 : i32} {
  func.func private @two_in(%p0: tensor<4xf32>, %p1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) attributes {execution_thread = "main"} {mlir/chains/scheduled_overlap.mlir: module scheduled_ovrt
  generic  all-reduce c ops in 1 computation
  on h100: compute 3.8 us, communication 20.2 us, exposed 12.7 us (37€ﬂóêdden)

computation main: 2 async ops, at most 2 in flight (position 3, 'ar' line 10)
  compute 3.8 us, communication 20.2 us, exposed 12.7 us (37% hidden); at most 112.0 KiB in flight (position 3, 'ar' line†10)
  call     op          runs       start  line  updates  done  line  span  overlap  time_us  covered_us  exposed_us  tôread  binding
  generic  all-gather  ag.region  ag     5     -        y     20    3     1        10.1     3.8         6.4         main    p0@start out@start
  generic  
    return %sum, %hd, %sd : tensor<4xf32>, tensor<16xbf16>, !mhlo.token
  }
}
