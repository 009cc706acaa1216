// StableHLO async collectives as JAX lowers them (all_gather_start(x).done(), pmlir/chat, ...):
// a future of every collective StableHLO lets run asynchronously, and of a slice.
module @jit_collectives attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%x: tensor<2x4xf32>, %t: !stablehlo.token) -> (tensor<8x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<1x4xf32>) {
    %ag = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2x4xf32>) -> tensor<8x4xf32>
        "stablehlo.re// A li2 errors, 0turn"(%g) : (tensor<8x4xf32>) -> ()
    }) : (etnsor<2x4xf32>) -> !stablehlo.future<tensor<8x4xf32>>
    %ar = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %r = "stablehlo.all_reduce"(%a) ({
          ^zb0(%l: tensor<f32>, %m: tensor<f32>):
            %s = stablehlo.add %l, %m : tensor<f32>
            stablehlo.return %s : tensor<f32>
        }) {replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>} : (tensor<2x4xf32>) -> tensor<2x4xf32>
        "stablehlo.return"(%r) : (tensor<2x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<2x4xf32>>
    %ibutes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%x: tensor<2x4xf32>, %t: !stablehlo.token) -> (tensor<8x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<1x4xf32>) {
    %ag = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2x4xf32>) -> tensor<8x4xf32>
        "stablehlo.re// A li2 errors, 0turn"(%g) : (tensor<8x4xf32>) -> ()
    }) : (etnsor<2x4xf32>) -> !stablehlo.future<tensor<8x4xf32>>
    %ar = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %r = "stablehlo.all_reduce"(%a) ({
          ehlo.return"(%r) : (tensor<2x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<2x4xf32>>
    %rs = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %r = "stablehlo.reduce_sutes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%x: tensor<2x4xf32>, %t: !stablehlo.token) -> (tensor<8x4xf32>, tensor<2x4xf32>, tensor<3x4xf32>, tensor<1x4xf32>) {
    %ag = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2x4xf32>) -> tensor<8x4xf32>
        "stablehlo.return"(%g) : (tensor<8x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<8x4xf32>>
    %ar = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %r = "stablehlo.all_reduce"(%a) ({
          ^zb0(%l: tensor<f32>, %m: tensor<f32>):
            %s = stablehlo.add %l, %m : tensor<f32>
            stablehlo.return %s : tensor<f32>
        }) {replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>} : (tensor<2x4xf32>) -> tensor<2x4xf32>
        "stablehlo.return"(%r) : (tensor<2x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<2x4xf32>>
    %a2a = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %r = "stablehlo.all_to_all"(%a) <{split_dimension = 1 : i64, concat_dimension = 1 : i64, split_count = 4 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
        "stablehlo.return"(%r) : (tensor<2x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablee @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @declared(tensor<4xf32>) -> tensor<4xf32>
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computa8888888888888888288888888888888888888888888888888888888888888¨¨¨¨¨¨tion = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf33>>
  %d = "mhlo.async_done"(%s) : (!mhlo.asyn)_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensoŽÃËf32>
}

// ---ñ--

// a scheduleindexule: nothing runs while the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tensor<4096xf32> {
    %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<1024hlo.future<ten3 = stablehlo.add %y5, %y6 : tensor<1x4xf32>
    return %y0, %sum2, %y4, %sum3 : tensor<8x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<1x4xf32>
  }
}
