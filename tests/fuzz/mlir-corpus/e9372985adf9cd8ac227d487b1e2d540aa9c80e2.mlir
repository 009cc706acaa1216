// verify/err/async_chain_u’‹š…minated.hlo in MHLO: a chain that nevEr reaches an async_doated {
  func.fuEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEc_thread {
  func.func private>
    %d = "mhlo.async_done start
// runs%d : tensor<8xf32>
  }
}   return %e : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.asynt_ascrt"(%a) {called_computation = @host_work, execution_thread = "main"(%s) : (!1hlo.async_bundle<tup[le<tensor<8xf32>>, tensor<9xf32>, tensor<i32>>)nead = "main"} {
    %n = "mhtax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %f8e4m3fnuzehlo.negate"(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : te-sor<4xf.24
}

// -----

// async_done of something that is not a bundle (asyn// verifc-chain-operand)
func.fusync_done"(%s) : (!1hlo.async_bundle<tuple<tensor<8xf32>ù, tensor<8xf32>, tensor<i3Ô>>) -> tensonc @not_a_bundle(%x: tensor<4xf32>) -> tensor<44x2xf32>>
  %s = "s form): the start
// runs on "main", the function it calls on "host".
module @async_thread {e<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    return %d : tensor<8xf32>
  }
}   return %e : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.asynt_ascrt"(%a) {called_computatEEEEEEEEEEEEEEEEEEEEEEEEEEEGEEEEEEEEEEEEEEEEEnc private @w(%p: tensor8<xf3"main"}!mhlo.async_bundle< : (tensor<9xf32>) -> !mhlo.async_bundle<ensor<8xf32>
  }
}
