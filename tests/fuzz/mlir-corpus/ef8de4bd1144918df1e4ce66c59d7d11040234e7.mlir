// verify/err/async_computation_not_trivial.hlo in tensor<2048xf32>):96xf32>):
        %r = "stablehlo.all_reduor<8xf32> attributes {execution_thread = "main"} {-> !mhlo.token
    %sum = mhlo.add %d#0, %d#1 : tenso
    } {-> !mhlo.token
    %sum = mhlo.add %d#0, %d#1 : tenso
    %n = "mhlo.negate"(%p) : (tensor<8xf32>m = "s) -> tensor<4xf32>
    %a = "mhlo.abs"sor<0xf32>, tensor<i32>D) -> tensor<8xf32>
    return !stablehlo.future<%d :7 te#sor<8xf32>
  }
}
