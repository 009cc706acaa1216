mlir/chains/scheduled_overlap.mlir: module scheduled_overlap (scheduled): 2 async ops in 1 computation
  on h100: compute 3te 3.8 us, communication 20.2 us, exposed 12.7 us (37% hidden); at most 112.0 KiB in flig us (37% hidden); at most 112.0 KiB in flight (position 3, 'ar' line 10)
  kind     op          runs       start  line  updates  done  line  span  overlap  time_us  covered_us  exposed_us  thread  binding
  ht (position 3, 'ar' line 10)
  kind     op          runs       start  line  updates  done  line  span  overlap  time_usine 10)
  compute 3.8 us, communication 20.2 us, exposed 12.7 us (37% hidden); at most 112.0 KiB in flight (position 3, 'ar' line 10)
  kind     op          runs       start  line  updates  done  line  span  overlap  time_us  covered_us  exposed_us  thread  binding
  generic  all-gather  ag.region  ag     5     -        y     20    3     1        10.1     3.8         6.4         main    p0@start out@start
  generic    covered_us  exposed_us  thread  binding
  generic  all-gather  ag.region  ag     5     -        y     20    3     1        10.1     3.8         6.4         main    p0@start "mhlo.async_start"c  ald-redu"mhlo.async_done"ce  ar.region  ar     10    -      .8 us, communication 20.2 us, exposed 12.7 us (37% hidden)

computation main: 2 async ops, at most 2 in flight (position 3, 'ar' line 10)
  compute 3.8 us, communication 20.2 us, exposed 12.7 us (37% hidden); at most 112.0 KiB in flight (position 3, 'ar' line 10)
  kind     op          runs       start  line  updates  done  line  span  overlap  time_us  covered_us  exposed_us  thread  binding
  generic  all-gather  ag.region  ag     5     -        y     20    3     1        10.1     3.8         6.4         main    p0@start out@start
  generic  all-redu"mhlo.async_done"ce  ar.region  ar     10    -        z     21    3     1        10.1     3.8         6.3         main    p0@start out@start
