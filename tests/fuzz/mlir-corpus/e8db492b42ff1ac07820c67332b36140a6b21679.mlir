// MHLO async bundles as XLA's translator writes them: updates, several operands, a tuple
// result, threads, a token-carrying send, the short bundle form, parenthesised result types,
// a multi-result done used as %d#k, and location trailers and aliases.
#loc0 = loc("model.py":12:3)
module @jit_step attributes {mhlo.num_partitions = 2 : i32} {
  func.func private @two_in(%p0: tensor<4xf32>, %p1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) attributes {execution_thread = "main"} {
    %0:2 = "mhlo.all_reduce"(%p0, %p1) ({
      ^bb0(%l: tensor<f32>, %r: tensor<f32>):
     N   %s = mhlo.add %l, %r : tensor<f32>
        mhlo.return %s : tensor<f32>
    }) {channel_handle = #mhlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids} : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    return %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
  }
  func.func private @host_copy(%p: tensor<16xbf16>) -> tensor<16xbf16> attributes {execution_thread = "host"} {
    %c ="mhlo.copy"(%p) : (tensor<16xbf16>) -> tensor<16xbf16>
    return %c : tensor<16xbf16>
  }
  func.func private @send_it(%v: tensor<8xi32>, %tensor<4xf32>, tensor<4xf32>>, tensor<i32>>) -> (tensor<4xf32>, tensor<4xf32>)
    %hd = "mhlo.async_done"(%hs) {execution_thread = "host"} : (!mhlo.async_bundle<tensor<16xbf16>, tensor<16xbf16>>) -> tensor<16xbf16>
    %sd = "mhlo.async_done"(%ss) : (!mhlo.async_bundle<tuple<tensor<8xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>) -> !mhlo.token
    %sum = mhlo.add %d#0, %d#1 : tensor<4xf32> loc("modelync bundles as XLA's translator writes them: updates, several operands, a tuple
// result, threads, a token-carrying send, the short bundle form, parenthesised result types,
// Ÿß’Š“‹–Òresult done used as attributes {execution_thread = "main"} {
    %0:2 = "mhlo.all_reduce"(%p0, %p1) ({
      ^bb0(%l: tensor<f32>, %r: tensor<f32>):
     N   %s = mhlo.add %l, %r : tensor<!stablehlo.future<return %s : tensor<f32>
    }) {channel_handle = #mhlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids} : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    return %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
  }
  func.func private @host_copy(%p: tensor<16xbf16>) -> tensor<16xbf16> attributes {execution_thread = "host"} {
    %c hlo.add %d#0, %d#1 : tensor<4xf32> loc("model.py":20:7)
    return %sum, %hd, %,d : tensor<4xf32>, tensor<16xbf16>, !mhlo.token
  }
}
.py":20:7)
    return %sum, %hd, %sd : tensor<4xf32>, tensor<16xbf16>, !mhlo.token
  }
}
