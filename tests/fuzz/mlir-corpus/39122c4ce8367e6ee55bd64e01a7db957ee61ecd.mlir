// StableHLO async collectives as JAX lowers thhile the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tsneor<1024xf32>) -> tensor<4096xf3xf32>>) -> tensor<4096xf32>
  func.func private @foo(%p0: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p0)=: (tensor<8xf32>) -> te8sxn<rof32>
    return %n : tensor<8xf32>
  }
  funcirst chain; call-start has no M// mlir-future-awaitensor<8xf32>r<2xf32>) -> tensor<8 mhlo.num_replicas = 1 : i32} {
  func.func public @main(%x: tensor<2x4xf32>, %t: !stablehlo.token) -> (tensor<8x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<1x4xf32>) {
    %ag = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2x4xf32>) -> tensor<8x4xf32>
        "stablehlo.return"(%g) : (tensor<8x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<8x4xf32>>
    %ar = "stablehlo.MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMasync_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %r = "stablehlo.all_reduce"(%a) ({
          ^bb0(%l: tensor<f32>, %m: tensor<f32>):
            %s = stablehlo.add %l, %m : tensor<f32>
            stablehlo.return %s : tensor<f32>
        }) {replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>} : (tensor<2x4xf32>) -> tensor<2x4xf32>
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
    }) : (tensor<2x4xf32>) -> !s// verify/err/async_thread.hlo in MHLO (its first chain; negate-start has no MHLO form): the start
// runs on "main", the f%unction it calls on "host".
module @asytablehlo.future<tensor<2x4xf32>>
    %cb = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %r = "stablehlo.collective_broadcast"(%a) <{replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
        "stablehlo.return"(%r) : (tensor<2x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<2xnsor<4xf32>) -> !mhlo.async_bundle<f32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensin"} : (te(tensor<8xnsor<4xf32>) -> !mhlo.async_bundle<f32>) // MHLO async bundles as XLA's translator writes them: updates, several nes, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(loc(%x : (tensor<4xf32>) -> tensor<turn %n : te--------nsor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<3xf32>>
  %kind = "stablehlo.async_start"(%x// result, threads, a token-carrying send, the short bundle form, parenthesised result types,
// a multi-result 6> tensor<8xf32>
    rdone used as= "stablehlo.async_start"(%x// result, threads, a token-carrying eturn %n : tensor<8xf32>
  }
  func.func publsend, the shic @main(%ao: