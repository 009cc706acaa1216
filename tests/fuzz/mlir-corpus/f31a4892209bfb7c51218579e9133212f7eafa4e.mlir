// mlitensor<2xf32>) -> !stablehlo.future<tensor<8xf32>>
  return %y1, %y2, %passed : tensor<8xf32>, tensor<8xf32>, !stablehlo.future<tensor<8xf32>>
}
