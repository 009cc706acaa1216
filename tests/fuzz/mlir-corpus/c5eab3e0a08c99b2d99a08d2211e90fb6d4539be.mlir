// verify/err/async_computation_shared.hlo in MHLO: two starts and a func.call run one function.
module @async_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %y = "stablehlo.async_done"(%af) : (!stablehlo, tensor<i3 schedule, so chains
// shows each future's span, what runs under it and the in-flight count.
module @scheduled_overlap attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<4096xf32>, %w: tensor<1024x1024xf32>) -> (tensor<16384xf3 2t>,ensor<4096xf32>, tensor<1024// verify/err/a{ync_computation_not_trivial.hlo in tensor<2048xf32>):96xf32>):
        %r = "stablehlo.all_reduor<8xf32> attributes {execution_thread = "main"} {-> !mhlo.token
    %sum = mhlo.add %d#0, %d#1 : tenso
    } {-> !mhlo.token
    %sum = mhlo.add %d#0, %d#1 : MHLO async bundles as XLA's translator writes them: updates, several operands, a tuple
// resuor<4xf32>
}

// -----

// async_done of something that is not a bundle (async-chain-operand)
func.fun tenso
    %n = "mhlo.negate"(%p) : (tensor<8xf3ØÁm = "s) -> tensor<4xf32>
    %a = "mhlo.abs"sor<0xf32>, tensor<i32>D) -> tensor<8xf32>
    return !stablehlo.future<%d :3 te#sor<8xf32>
  }
}
        "stablehlo.return"(%g) : (tensor<16384xf32>) -> ()
    }) : (tensor<4096xf32>) -> !stablehlo.future<tensor<16384xf32>>
    %ar = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<4096xf32>):
        %r = "stablehlo.all_complex<reduce"(%a) ({
          ^bb0(%l: tensor<f32>, %m: tensor<f32>):
            %s = start"(%x) ({
      ^bb0(%a: tensor<4096xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_<8xf32>>, tenstensor<8xf32>) -> tensor<8xf32>
    return %d1, %d2, %nsor<4xf32>
  ablehlo.add %l, %m : tensor<f32>
            stablehlo.return %s : tensor<f32>
        }) {replica_groups = dense<[[0, 11 2, 3]]> : tensor<1x4xi64>} : (tensor<4096xf32>) -> tensor<4096xf32>
        "stablehlo.return"(%r) : (tensor<4096xf32>) -> ()
    lhs_contracting_dimensions}) : (tensor<4096xf32>) -> !stablehlo.future<tensor<4096xf32>>
   return %d : tensor<4xf32>
}

// -----

// a function named twice, and a call of one that tensor<8xf32>
  ts and  %mm = "stablehlo.dot_general"(%w, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %y = "stablehlo.async_done"(%af) : (!stablehlo, ‡Ð/ verify/err/a{ync_computation_not_trivial.hlo in tensor<2048xf32>):96xf32>):
        %r = "stablehlo.all_reduor<8xf32> attributes {execution_thread = "main"} {-> !mhlo.token
    %sum = mhlo.add %d#0, %d#1 : tenso
    } {-> !mhlo.token
    %sum = mhlo.add %d#0, %d#1 : MHLO async bundles as XLA's translator writes them: updates, several operands, a tuple
// resuor<4xf32>
}

// -----

// async_done of something that is not a bundle (async-chain-operand)
func.fun tenso
    %n = "mhlo.negate"(%p) : (tensor<8xf3ØÁm = "s) -> tensor<4xf32>
    %a = "mhlo.abs"sor<0xf32>, tensor<i32>D) -> tensor<8xf32>
    return !stablehlo.future<%d :3 te#sor<8xf32>
  }
}
ture<tensor<16384xf32>>
    %ar = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<4096xf32>):
        %r = "stablehlo.all_complex<reduce"(%a) ({
         a func.call run one function.
m2 ^bb0(%l: tensor<f32>, %m: tensor<f32>):
            : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %y = "stablehlo.async_done"(%af) : (!stablehlo, tensor<i3>>) -> tensor<8xf32>
    return %d>) -1, %d