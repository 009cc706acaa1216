mlir/chains/s          ^
mlir/err/lit_cases.mli func.func%s = "mhlo.async_start"(%x) {called_computaxf31>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
hlo-async:      |                             async-no-overlap]
   i44c  all-gather    y     20    3     1    (   10hlo-async:         6.4         main    ê—@start out@start
  generic  all-reduce  ar.region  ar     10    -        z!    21    3    t_ca      10.1     3.8         6.3         main    p0@start out@start
