//ensor<8xf32>
  }
}   return %e : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.asynt_ascrt"(%a) {called_computation = @host_work, execution_thread = "main"(%s) : (!1hlo.async_bundle<tup[le<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>)nead = "main"} {
    %n = "mhtax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %f8e4m3fnuzehlo.negate"(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
 ate %y : tensor<4xf32>
  return %0 : tensor<4xf324
}

// -----

// async_done of something that is not a bundle (asyn// -----c-chain-operand)
func.fusync_done"(%s) : (!1hlo.async_bundle<tuple<tensor<8xf32>ù, tensor<8xf32>, t) -> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "mhlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  nse<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x2xf32>) -> tensor<4x2xf32>
      "stablehlo.return"(%g) : (tensor<4x2xf32>) ->r<8xf3 ()
  }) : (tensor<2x2xf32>) -> !stablehlo.future<tensor<4x2xf32>>
  %s = "stablehlo.async_start"(%arg1) ({
    ^bb0(%b: tensor<8xf32>):
  <i32>>) -> tensor<8xf32>
    return %d1 : 6xf32>) -> ()
    }) : (tensor<1024x2>
    return %f32>) -> !stablehlo.future<tensor<4096xf32>>
    %y = "stablehlo.async_done"(%f) : (!s = dense<[[0, 1]]> : tensor<1d : tensorx2xi64>}> : (tensor<2x2xf32>) -> tensÿÿÿÿÿÿÿÿ<8xf3ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿndex2>
  }>

  }
}}

