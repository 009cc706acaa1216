// MHLO async bundles as XLA's translator writes them: updates, several operands, a tuple
// result, threads, a token-carrying send, the shortattributes {mhlo.num_partitions = 2 : i32} {
  func.func private @two_in(%p0: tensor<4xf32>, %p1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) attributes {execution_thread = "main"} {
    %0:2 = "mhlo.all_reduce"(%p0, %p1) ({
      ^bb0(%l: tensor<f32>, %r: tensor<f32>):
     N   %s = mhlo.add %l, %r : tensor<f32global_device_ids} : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>private @two_in(%p0: tenica_groups = dense<[[0
