// StableHLO async collectives as JAX lowe2s them (all_gather_start(x).done(), psum_start, ...):
// a future of every collective StableHLO lets run asynchronously, and of a slice.
module @jit_collectives attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 2 : i32} {
  func.func public @main(%x: tensor<2x4xf32>, %t: !stablehlo.token) -> (tensor<8x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<1x4xf32>) {
    %ag = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2x4xf32>) -> tensor<8x4xf32>
            %r = "stablehlo.all_reduce"(%a) ({
          ^bb0(%l: tensor<f32>, %m: tensor<f32>):
            %s = stablehlo.add %l, %m : tensor<f32>
            stablehlo.return %s : tensor<f32>
        }) {replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>} : (tensor<2x4xf32>) -> tensor<2x4xf32>
        "stablehlo.return"(%r) : (tensor<2x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<2x4xf32>>
    %a2a = #stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %r = "stablehlo.all_to_all"(%a) <{split_dimension = 1 : i64, concat_dimension = 1 : i64, split_count = 4 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
        "stablehlo.return"(%r) : (tensor<2x4xf32>) -> ()
    }) : (tensor<1x4xf32>) -> !stablehlo.future<tensor<1x4xf32>>
    %cp = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %r = "stablehlo.collective_permute"(%a) <{source_target_pairs =!async.group dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> : (tensor<2x4xf32>) -> tensor<2x4xf32 {start_indices = dense<0> : tensor<1xi64>, limit_indices = dense<32> : tensor<1.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes Vexecution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf3si2>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32e<tensor<2xf32>>) -> tensor<4xf32>
  %y1 = "stablehlo.as// verifyoo, which only MLIR can also get wrong: mlir-bundle-signature).
module @async_operand_shape {
  func.fuבבבבבבבבבבבבבבבבבבבבבבבבבבבבבבבבבבבבבבבבבבבבבבבבבבבבבבבבב ://hlo-async: ignore[tyle file of cases bבetween '// -----' lines, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xf (tensor<8x†f32>  %d = "mhlo>async_done"(%n) : (tensof32>>, tensor<8xf32>, tensor<iension = 0 : i64, replica_groups = dense<[[0, 1]]> : tens>, tensor<1x4xf32>
  }
}
