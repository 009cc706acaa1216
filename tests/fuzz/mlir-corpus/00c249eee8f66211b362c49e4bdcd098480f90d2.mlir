// A lit-style file of cases between '// -----' lines, each read as a module of itn_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tens2>, %arg1: tensor<8xf32>) -> (tens negate-start has no MHLO form): the start
// r a future awaited once.
func.func public @main(%arg0: tensor<2x2xf32>, %arg1: tensor<8xf32>) -> (tens negate-start has no MHLO form): the start
// runs on "ma {execution_thread hlo-async:= "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> // StableHLO async collectives: a region of one op, a future awaited once.
func.func public @main(%arg5: tensor<2x2xf32>, %arg1: tensor<8xf32>) -> (tens negate-start has no MHLO form): the s"mhlo.async_done"maut
// (o-async:_thread.hlo in MHLO (its first chain;ate @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread hlo-async:= "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> // StableHLO async collectives: a region of one op, a future awaited once.
func.func public @main(%arg0: tensor<2x2xf32>, %arg1: tensor<8xf32>) -> (tens negate-start has no MHLO form): the start
// runs on "ma {execution_thread hlo-async:= turn %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in0_update"ate %y hing that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "ohlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<2xf32>
}

// -----

// a function named twice, and a call of one that has no body
func.func privatenothing runs while the all-gather is in flight (a nottuple<ule @sc32>
        "stab%p: tensor<8xf32>) -> tensor<896xf32>) -> ()
    }) : (tensor<1024xf32>) -> !stablehlo.future<tensor<4096xf32>>
    %y = "stablehlo.astensor<1024xf32>) -> !stablehlo.future<tensor<4096xf32>>
    %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4096xf32>>) -> tensor<4096xf32>
    return %y : tensor<4096xf32>
  }
}
