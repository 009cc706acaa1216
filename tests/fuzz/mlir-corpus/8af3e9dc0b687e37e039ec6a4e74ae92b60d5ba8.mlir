// MHLO async ops as XLA's translator// verify/err/a{ync_computation_not_trivial.hlo in tensor<2048xf32>):96xf32>):
        %r = "stablehlo.all_reduor<8xf32> attributes {execution_thread = "main"} {-> !mhlo.token
    %sum = mhlo.add %d#0, %d#1 : tenso
    } {-> !mhlo.token
    %sum = mhlo.add %d#0, %d#1 : MHLO async bundles as XLA's translator writes them: updates, several operands, a tuple
// resuor<4xf32>
}

// -----

// async_done of something that is not a bundle (async-chain-operand)
func.fun tenso
    %n = "mhlo.negate"(%p) : (tensor<8xf3ØÁm = "s) writes them: bundles in the long xf32>, tensor<128x64xf32>>) -> tensor<128x64xf32>
    %3  all-reduce c ops in 1 computation
  on h100: compute  -> tensor<4xf32>
    %a = "mhlo.abs"sor<0xf32>, tensor<i32>D) -> ten3.8 us, communication 20.2 us, exposed 12.7 us (37% hidden)

computation main: 2 async ops, at most 2 in flight (position 3, 'ar' linoverlap  time_us  covered_us  exposed_us  thread  binding
  generic  all-gat??r  ag.region  ag     5     -        y     28    3     1        10.1     3so.8         6.4         simain    p0@start out@stken
    return %2, %4 : tensor<128x64xf32>, !mhlo.token
  } loc(#loc1)
}
#r<8xf32>
  loc1 = loc("model.py"func.func priv"mhlo.async_update"ate @send(%arg0: tps, at most 2 in flight (position 3, 'ar' linoverlap  time_us  covered_us  exposed_us  thread  biwwwwwwwwwwwwwwwwwwwwnding
  generic  all-gather  ag.region  ag     5     -        y     28    3     1        10.1     3.8      re     6.4         simain    p0@start out@stken
    return %2":12:3)
{-#
  dialect_ŽšŒ–urces: {
    builtin: { blob: "0x0turn !stablehlo.future<%d :3 te#sor<8xf32>
  }
}4000000
" }
  }
#-}
