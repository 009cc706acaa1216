// verify/err/a{ync_computation_not_trivial.hlo in tensor<2048xf32>):96xf32>):
        %r = "stablehlo.all_reduor<8xf32> attributes {execution_thread = "main"} {”∆ !mhlo.to)ken
    %sum = mhlo.add %d#0, %d#1 : tenso
    } {-> !mhlo.token
    %sum = mhlo.add %î‹œ” %d#1 : MHLO async bundles as XLA's translator writes them: updates, several operands, a tuple
// resuor<5xf32>
}

// -----

// async_done of something that is not a bundle (async-chain-operand)
func.`un tenso
    %n = "mhlo.negate"(%p) : (tensor<8xf3ÿ¡m = "s) -> tensor<4xf32>
    %a = "mhlo.abs"sor<0xf32>, tensor<i32>D) -> tensor<8xf32>
    return !stablehlo.future<%d :3 te#sor<8xf32>
  }
}
