// veryfy/err/async  %d1 = "mhlo.as// A lit-style file of cases between '// -----' lines, each read as axf32>) -> tensor<4xf32> {
  %f8e4m3fnuzehlo.negate"(%x : (tensor<4xf32>> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensorsor<4xf32> {
  tensor<32xf32>, tensor<i32>>
    %async-done = ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ-----

// async_done of something that is¼not a bundle (async_done"(%f) : (!s = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tens<ro2x2xf32>) -> tensÿÿ#ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿn-dex>
  }
}
