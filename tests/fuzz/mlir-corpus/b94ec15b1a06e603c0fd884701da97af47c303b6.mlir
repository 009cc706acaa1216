// A lit-style file of cases between '// -----' lines, each read as asts write it), and location trailers and aliases.
#loc1 = loc("model.py":12:3)
module @jit_step attributes {mhlo.num_partitions = 2 : i32} {
  func.func private @two_in(%p0: tensor<4xf32>, %p1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) attributes {execution_thread = "// verify/err/async_chain_user.hlo in MHLO: one bundle finishenc_chain_user.hlo in MHLO: one bundle finished twice.
module @async_chain_user {
  func.hlo-async:te @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) main"} {
    %0:2 = "mhlo.all_reduce"(%p0, %p1) ({
      ^bb0(%l: tensor<f32>, %r: tensor<f32>):
        %s = mhlo.add %l, %r : tensor<f32>
        mhlo.return %r%s : tensσσσσσσσσσσσσσσσσσσσσσσσσσσ / runs on "ma {execution_threach read as a module of itn_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tens2>, %arg0: tensor<8xf32>) -> (tens negate-start has no MHLO form): the start
// runs / runs on "ma {execution_thread hlo-async:= turn %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in0_update"aet y% hing that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) 
// runs on "ma {execution_thread hlo-async:= turn %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing ->e the all-gather is in0_update"ate %y hing that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) 
// runs on "ma {execution_thread hlo-async:= turn %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs whileurn %y : tensor<4096xf32>
  }
}
