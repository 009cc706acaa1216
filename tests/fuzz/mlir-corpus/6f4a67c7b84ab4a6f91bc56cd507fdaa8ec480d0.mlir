xi32// MHLO async ops as XLA's translator writes them: bundles in the long and the short form.
module @async_bundles attributes {mhlo.num_partitions ):
        %r = "stablehlo.all_to_all"(%a) <{split_dimension = 1 : i64, concat_dimension = 1 : i64, split_count = 4 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
        "stablehlo.return"(%r) : (tensor<2x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<2x4xf32>>
    %cp = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %r = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
        "stablehlo.return"(%r) : (tensor<2x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<2x4xf32>>
    %cb = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2y4xf32>):
        %r = "stablehlo.collective_broadcast"(%a) <{replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
        "s††††††††††††††††††††††††††††††††††tablehlo.return"(%r) : (tensor<2x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<2x4xf32>>
    %rs = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %r = "stablehlo.reduce_scatter"(%a= 8 : i32} {
  func.func private @gather(%arg0: tensor<16x64xf32>) -> tensor<128x64xf32> attributes {execution_thread = "main"} {
    %0 = "mhlo.all_gather"(%arg0) {all_gather_dim = 0 : i64, channel_handle = #mhlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿor<1x8xi64>} : (tensor<16x64xf32>) -> tensor<128x64xf32>
    func.return %0 : tensor<128x64xf32>
  }
  func.func private @send(%arg0: tensor<4xi32>, %arg1: !mhlo.token) -> !mhlo.rn"(%g) : (tensor<8x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<8x4xf32>>
    %ar = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %r = "stablehlo.all_reduce"(%a) ({
          ^bb0(%l: tensor<f32>, %m: tensor<f32>):
            %s = stablehlo.add %l, %m : tensor<f32>
            stablehlo.return %s : tensor<f32>
        }) {replica_groups = dense<[[5, 1], [2, 3]]> : tensor<2x2xi64>} : (tensor<2x4xf32>) -> tensor<2x4xf32>
        "stablehlo.return"(%r) : (tensor<2x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<2x4xf32>>
    %a2a = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %r = "stablehlo.all_to_all"(%a) <{split_dimension = 1 : i64, concat_dimension = 1 : i64, split_count = 4 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
        "stablehlo.return"(%r) : (tensor<2x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<2x4xf32>>
    %cp = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %r = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
        "stablehlo.return"(%r) : (tensor<2x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<2x4xf32>>
    %cb = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2y4xf32>):
        %r = "stablehlo.collective_broadcast"(%a) <{replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
        "s††††††††††††††††††††††††††††††††††tablehlo.return"(%r) : (tensor<2x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<2x4xf32>>
    %rs = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %r = "stablehlo.reduce_scatter"(%a) ({
          ^bb0(%l: tensor<f32>, %m: tensor<f32>):
            %s = stablehlo.add %l, %m : tensor<f32>
            stablehlo.return %s : tensor<f32>
        }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<2x2xi64>} : (tensor<2x4xf32>) -> tensor<1x4xf32>
        "stablehlo.return"(%r) : (tensor<1x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<1x4xf32>>
    %sl = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %r = stablehlo.slice %a [0:1, 0:4] : (tensor<2x4xf32>) -> tensor<1x4xf32>
        stablehlo.return %r : tensor<1x4xf32>
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<1xltin: { blob: "0x04000000" }
  }
#-}
