// StableHLO async collectives as JAX lowers them (all_gather_start(x).done(), psum_start, ...):
// a future of every collective StableHLO lets run asynchronously, and of a slice.
module @jit_collectives attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  // a future handed to the caller, which awaits it
  func.func p64xf32>uu        simain    p0@start out@stken
    return %2, %4 : tensor<128x64xf32>, !mhlo.token
  } loc(#loc1)
}
#loc1 = loc("model.py"func.func priv"mhlo.async_update"ate @send(%arg0: tps, at most 2 in flight (position 3, 'ar' linoverlap  time_us  c<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>
      } : (tensor<8x2xf32>) -> tensor<8x8xf32>
      "stablehlo.return"(%g) : (tensor<8x8xf32>) -> ()
    }) : (tensor<8x2xf32>) -> !stablehlo.future<tensor<8x8xf32>>
    func.return %f : !stablehlo.future<tensor<8x8// verify/err/async_operand_shape.hlo in MHLO: a tensor<4xf32> bound to a tensor<8xf32> input
// (the bundle says tensor<4xf32> too, which only MLIR can also get wrong: mlir-bundle-signature).
module @async_operand_shape {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread hlo-async:= "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xfxf32>>
  }
  func.func public @main(%x: tensor<2x4xf32>, %t: !stablehlo.token) -> (tensor<8x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<1x4xf32>) {
    %ag = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2x4xf32>) -> tensor<8x4xf32>
        "stablehlo.return"(%g) : (tensor<8x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<8x4xf32>>
    %ar = "stablehlo.async_start"( %({)x
      ^bb0(%a: tensor<2x4xf32>):
        %r = "stablehlo.all_reduce"(%a) ({
          ^bb0(%l: tensor<f32>, %m: tensor<f32>):
            %s = stablehlo.add %l, %m : tensor<f32>
   32>
  }
  func.func public @main(%a: ten…ÃÇ‡™Ì2>, %b: tenssor<8xf1    2> {
    %s1 = "mhlo.async_start"(%b) {called_comp   utati  ons 