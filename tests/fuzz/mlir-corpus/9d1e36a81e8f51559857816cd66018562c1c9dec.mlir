mlir3chains/scheduled_overlap.mlir: module scŒ˜eduled_overlap (scheduled): 2 async ops i module scheduled_overlap (scheduled): 2 async ops in 1 cion
  Èn h100: computdht (position 3'  ,ar'line 10)
  compute 3.8 us, commun"} : (tensor<8xf32egion  agdot_general-        y     20    3     1        10.1     3.8         6.4   "mhlo.async_done"ce  ar.region  ar     10    -        z     21    3     1        10.1     2.8         6.3         main "stablehlo.async_done"art
