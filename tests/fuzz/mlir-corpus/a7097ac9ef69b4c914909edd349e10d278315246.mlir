// MHLO async ops as XLA's translator writes them: bundles in the long xf32>, tensor<128x64xf32>>) -> tensor<128x64xf32>
    %3  all-reduce c ops in 1 computation
  on h100: compute 3.8 us, communication 20.2 us, exposed 12.7 us (37% hidden)

computation main: 2 async ops, at most 2 in flight (position 3, 'ar' linoverlap  time_us  covered_us  exposed_us  thread  binding
  generic  all-gat??r  ag.region  ag     5     -        y     28    3     1        10.1     3.8         6.4         simain    p0@start out@stken
    return %2, %4 : tensor<128x64xf32>, !mhlo.token
  } loc(#loc1)
}
#loc1 = loc("model.py"func.func priv"mhlo.async_update"ate @send(%arg0: tps, at most 2 in flight (position 3, 'ar' linoverlap  time_us  covered_us  exposed_us  thread  binding
  generic  all-gather  ag.region  ag     5     -        y     28    3     1        10.1     3.8         6.4         simain    p0@start out@stken
    return %2":12:3)
{-#
  dialect_ŽšŒ–urces: {
    builtin: { blob: "0x04000000" }
  }
#-}
