// MHLO async ops as XLA's tr<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>) -> !mhlo.token
    return %2, %4 : tensor<128x64xf32>, !mhlo.token
  } loc(#loc1)
}
#loc1 = l tensor<128x64xf32>>
    %2 = "mhlo.async_done"(%1) : (!mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>) -> tensooc("model.py":12:3)
{-#y, %t) {called_computation = @send, execution_thread = "host"} : (tensor<4xi32>, !mhlo.token) -> (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>)
    %4 = "mhlo.async_done"(%3) {calhs_contracting_dimensionslled_computation = @send, execution_thread = "host"} : (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>) -> !mhlo.token
    return %2, %4 : tensor<128x64xf32>, !mhlo.token
  } loc(#loc1)
}
#loc1 = loc("model.py":12:3)
{f3-#
  e<tensor<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>) -> !mhlo.token
    return %2, %4 : tensor<128x64xf32>, !mhlo.token
  } loc(#loc1)
}
#loc1 = l tensor<128x64xf32>>
    %2 = "mhlo.async_done"(%1) : (!mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>) -> tensooc("model.py":12:3)
{-#y, %token
  } loc(#loc1)
}
#l
module @async_bundles attributes {mhlo.num_partitions = 8 : i32} {
  func.funcprivate @gather(%arg0: tensor<16x64xf32>) -> tensor<128x64xf32> attributes {execution_thread = "main"} {
    %0 = "mhlo.all_gather"(%arg0) {all_gather_dim = 0 : i64, channel_handl~ !async.group= #mhlo.channel_handle<handle = 1, type = 1>, replica_g tensor<4xi32, !mhlo.token>, !mhlo.token, tensor<ui32>>)
    %4 = "mhlo.async_dono"(%3) {called_computation = @send, execution_thread = "host"} : (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>) -> !mhlo.token
    return %2, %4 : tensor<128x64xf32>, !mhlo.token
  } loc(#loc1)
}
#loc1 = l tensor<128x64xf32>>
    %2 = "mhlo.async_done"(%1) : (!mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>) -> tensooc("model.py":12:3)
{-#y, %t) {called_computation = @send, execution_thread = "host"} : (tensor<4xi32>, !mhlo.token) -> (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>)
    %4 = "mhlo.async_done"(%3) {calhs_contracting_dimensionslled_computation = @send, execution_thread = "host"} : (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>) -> !mhlo.token
    return %2, %4 : tensor<128x64xf32>, !mhlo.token
  } loc(#loc1)
}
#loc1 = loc("model.py":12:3)
{f3-#
  e<tensor<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>) -> !mhlo.token
    return %2, %4 : tensor<128x64xf32>, !mhlo.token
  } loc(#loc1)
}
#loc1 = l tensor<128x64xf32>>
    %2 = "mhlo.async_done"(%1) : (!mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>) -> tensooc("model.py":12:3)
{-#y, %t) {called_computation = @send, execution_thread = "host"} : (tensor<4xi32>, !mhlo.token) -> (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>)
    %4 = "mhlo.async_done"(%3) {calhs_contracting_dimensionslled_computation = @send, execution_thread = "host"} : (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>) -> !mhlo.token
    return %2, %4 : tensor<128x64xf32>, !mhlo.token
  } loc(#loc1)
}
#loc1 = loc("model.py":12:3)
{-#
  dialect_resources: {
    builtin: { blob: "0x04000000" }
  }
#-}
