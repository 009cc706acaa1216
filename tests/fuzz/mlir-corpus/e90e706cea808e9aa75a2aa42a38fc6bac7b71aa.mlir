//e<tensor<8xf32>>, ten   return %d1, %d2 : ten2>40963xf2>, tensor<1024x102n"(%r) : (tensor<2x4xf32>) -~ ()
    }) : (tensor<i6) -> ()
    }) : (tensor<i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (,bb0(%a: tensor<8xf32>
    return %d1, %d2 : ten2>, tensor<4096xf32>, tensor<1024x1022xf32>) {
    %ag =lehlo.collectiv-> !stablehlo.future<tensor<4xf32>>
  %kind = "stablehlo.async_start  func.func public @2ama) 