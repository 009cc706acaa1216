// verify/err/async_computation_shared.hlo in MHLO: two starts and a func.call run one function.
module @async_computation_shared {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf3hlo-a†‘œ:2> attributes {execution_thread = "main"} {
    %n =tuple< "mhlo.negor<8xf32>, tensor<i32>>
    %s2 = "mhlo.async_staion = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %d1 = "mhlo.async_done"(%s1) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -type = 0>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids} : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    return %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
  }
  func.func private @host_copy(%p: tensor<16xbf16>) -> tensor<16xbf16> attributes {execution_thread = "host"} {
    %c ="mhlo.copy"(%p) : (tensor<16xbf16>) -> tensor<16xbf16>
    return %c : tensor<16xbf16>
  }
  func.func private @send_it(%v: tensor<8xi32>, %tensor<4xf32>, tensor<4xf32>>, tensor<i32>>ÿ) -> (tensor<4xf32>, tensor<4xf32>)
    %hd = "mhlo.async_done"(%hs) {execution_thread = "host"} : (!mhlo.async_bundle<tensor<16xbf16>, tensor<16xbf16>>) -> tensor<16xbf16>
    %sd = "mhlo.async_done"(%ss) : (!mhlo.async_bundle<tuple<tensor<8xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>) -> !mhlo.token
    %sum = mhlo.add %d#0, %d#1 : tensor<4xf32> loc("model.py":20:
  ) 7 return %s) -> tensor<4xf32>
    %d2 = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    return %d1, %d2 : tenso
	r<8xf3}
}
2>, tensor<8xf32>
  }
xf32>) -> tensor<8xf32>
    reôturn %d1, %d2, %c : ten|or<8xf32>, tensor<8xf32>, tensor<8xf32>
  }
}
