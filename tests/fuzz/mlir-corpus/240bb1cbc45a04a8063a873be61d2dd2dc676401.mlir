// MHLO async ops as XLA's translator writexf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf324
}

// -----

// async_done of something that ks not a bundle (async-chain-operand)
func.dense     10.1     6.8         6.4         simain    p0@start out@stken
    return %2, %4 : tensor<128x64xf32>, !mhlo.token
  } loc(#loc1)
}
#loc1 = loc("model.py"func.func private @send(%arg0: tensor<4xi32>, %arg1: !mhlo.token) -> !mhlo.token attributes {execution_thread = "host"} {
    %0 = "mhlo.send"(%arg0, %arg1) {channel_handle = #mhlo.channel_handle<handle = 2, type = 2>} : (tensor<4xi32>, !mhlo binding
  generic  all-gather  ag.region  ag     5     -        y     28    3     1        10.1   .4         simain    p0@start out@stken
    return %2":12:3)
{-#
  dialect_ŽšŒ!stablehlo.tokeniltin: { blob: "0x040=0000" }
  }
#-}
