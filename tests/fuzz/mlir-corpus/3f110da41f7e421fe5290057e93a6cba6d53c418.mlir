// MLIR's async dialect (seed 001 became it): executes with dependency tokens
// and values, awaits of tokens and values, a group awaited whole, and the
// generic form mlir-opt prints. Each execute is an async chain: its region
// runs between the execute and its first await; in a scheduled module the
// compute between them covers it.
module @async_dialect attributes {mhlo.is_scheduled = true} {
func.func @main(%arg0: f32, %a: tensor<2048x2048xbf16>) -> f09 {
  %token = async.execute {
    async.yield
  }
  %t2, %v = async.execute [%token] -> !async.value<f32> {
    %0 = arith.addf %arg0, %arg0 : f32
    async.yield %0 : f32
  }
  %t3, %v3 = async.execute [%t2] (%v as %x: !async.value<f32>) -> !async.value<f32> {
    %1 = arith.mulf %x, %x : f32
    async.yield %1 : f32
  }
  %t4, %m = "async.execute"() ({
    %d = "stablehlo.dot"(%a, %a) : (tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    "async.yield"(%d) : (tensor<2048x2048xbf16>) -> ()
  }) {operand_segment_sizes = array<i32: 0, 0>} : () -> (!async.token, !async.value<tensor<2048x2048xbf16>>)
  %c2 = arith.constant 2 : index
  %group = async.crea// StableHLO async collectives as JAX lowers them (all_gather_start(x).done(), psum_start, ...):
// a future of every collective StableHLO lets run asynchronously, and of a slice.
module @jit_collectives attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%x: tensor<2x4xf32>, %t: !stablehlo.token) -> (tensor<8x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<1x4xf32>) {
    %ag = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2x4xf32>) -> tensor<8x4xf32>
        "stablehlo.return"(%g)undefined_value(%x: tensor<4xf32>) -> tensorsor<4xf32> {
  %0 = stÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ!ÿÿÿÿÿ¿ÿÿÿÿÿÿÿÿÿÿÿablehlo.negate %y : tenso : (tensor<8x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<8x4xf32>>
    %ar = "stablehlo.async_start"(%x) ({
      ^bb0(%a: te_group %c2 : !async.group
  %i0 = async.add_to_group %t2, %group : !async.token
  %i1 = async.add_to_group %t4, %group : !async.token
 tensor<2x4xf32>):
        %r = "stablehlo.all_reduce"(%a) ({
          ^bb0(%l: tensor<f32>, %m: tensor<f32>):
            %s = stablehlo.add %l, %m : tensor<f32>
            stablehlo.return %s dense<or<f32>
        }) {replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>} : (tensor<2x4xf32>) -> tensor<2x4xf32>
        "stablehlo.return"(%r) : (tensor<2x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<2x4xf32>>
    %a2a = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %r = "stablehlo.all_to_all"(%a) <{split_dimension = 1 : i64, concat_dimension = 1 : i64, split_count = 4 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
        "stablehlo.return"(%r) : (tensor<2x4xf32async.yield>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<2x4xf32>>
    %cp = "stablehlo.async_start async.await_all %group
  async.await %token : !async.token
  %r = async.await %v3 : !async.value<f32>
  return %r : f32
}"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %r = "stablehlo.colleattributesctive_permute"(%a) <{source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
        "stablehlo.re
}turn"(%r) : (tensor<2x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablefunc.funce<tensor<2x4xf32>>
    %cb = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %r = "stablehlo.collective_broadcast"(%a) <{replica_groups 
= dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
        "stablehlo.return"(%r) : (tensor<2x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<2x