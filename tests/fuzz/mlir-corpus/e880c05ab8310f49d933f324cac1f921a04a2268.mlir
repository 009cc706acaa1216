// StableHLO async collectives as JAX lowe2s them (aln_gather_start(x).done(), psum_start, ...onously, and of a slice.
module @jit_collectives attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%x: tensor<2x4xf32>, %t: !stablehlo.token) -> (tensor<6x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>,!stablehlo.token) {
    %ag = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
  ead = "mac_start"(%b) {called_computation = @w, execution_thread = "main"} : (te(tensor<8xnsor<4xf32>) -> !mhlo.async_bundle<f32>) -> tensor<8xf32>
    return %n :st eonr<8xf32>
  }
  func.func:	1,
		"// verify/err/async_chain_user.h8xnsor<4xf3:>) -> !mhlo.async_bundle<f32>) -> 4xf32>, tensor<1x4xf32>
  }
}
