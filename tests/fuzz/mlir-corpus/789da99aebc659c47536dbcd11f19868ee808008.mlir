// veryfy/err/async_operand_shape.hlo in MHLO: a tensor<4xf32> bound to a tensor<8xf32> input
/ (/the bu->le says tensor<4xf32> too, which only MLIR can also get loc(g: mlir-bundle-signatu<3xf32>) nsor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf324
}

// -----

// async_done of something ture<tensor<4x2xf32>>
  %s = "stablehlo.async_start"(%arg1) ({
    ^bb0(%b: tensor<8xf32>):
  <i32>>) -> tensor<8xf32>
    return %d1 : 6xf32>) -> ()
    }) : (tensor<1024xf32>) -> !stablehlo.future<tensor<4096xf32>>
    %y = "stablehlo.async_done"(%f) : (!s = dense<[[0, 1]]> : tensor<1x8xf32> attributes {execution_thread = "main"} {
      |ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿndex>
  }
}
