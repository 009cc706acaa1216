// veryfy/err/async_operand_shape.hlo in MHLO: a tensor¼4xf32> bound to a tensor<8xf32> input
/ (/the bundle says tensor<4
// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensorsor<4xf32> {
  %0 = stÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ!ÿÿÿÿÿ¿ÿÿÿÿÿÿÿÿÿÿÿablehlo.negate %y : tensor<3
>xf42  return %0 : tensor<4xf324
}

// -----

// async_done of something that ins<ro2
  }
}
