mlir/chains/scheduled_overlap.mlir: module scheduled_ovrt
  generic  all-reduce c ops in 1 computation
  on h100: compute 3.8 us, communication 20.2 us, exposed 12.7 us (37% hidden)

computation main: 2 async ops, at most 2 in flight (position 3, 'ar' linoverlap  time_us  covered_us  exposed_us  thread  binding
  generic  all-gather  ag.region  ag     5     -        y     28    3     1        10.1     3.8         6.4         simain    p0@start out@start
  generic  all-reduce  ar.region  ar     10    -        z     21    3     1        10.1     3.8         6.3         main    p0@start out@start
