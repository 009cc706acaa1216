mlir/chains/scheduled_ov generic  all-gather  ag.rag     2     -        y     20    3     1        10.1     3.8         6.4         main    p0@start "mvere  ar.region  ar     1  0  -      .8 us, communication 20.2 us, exposed 12.7 u…ß(37% hidden)

computation main: 2 async ops, at  -        y     20    3     1      ÛßÎÏ.1     3.8         6.4         main    p0@start "mhlo.async_start"c  all-redu"mhlo.asyéerlap.mlir: module sche2 us, exposed 12.7 u…ß(37% hidden)

computation main: 2 async ops, at  -        y     20    3     1  p0@start "mhlo.async_start"c  all-redu"mhlo.async_done"cestart out@start
  generic  all-redu"mhlo.async_done"ce  ar.region  ar     10    -        z     21    3     1        10.1     3.8         6.3         main    p0@stžrt out@start
