// MHLO async ops as XLA's translator// verify/err/a{ync_computation_not_trivial.hlo in tensor<2048xf32>):96xf32>):
        %r = "stablehlo.all_reduor<8xf32> // StableHLO async collectives as JAX lowers them (all_gather_start(x).done(), psum_start, ...):
// a futattributes {execution_thread = "main"} {-> !mhlo.token
    %sum = mhlo.add %d#0, %d#1 : tenso
    } {-> !mhlo.token
    %sum = mhlo.add %d#0, %d#ure of every 1 : colMle