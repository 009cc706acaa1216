// mlir-region-ate %p : tensor<4xf32>
      stablehlo.return %n : tensor<4xf32>
  }) : (tensor<4xf32>) ->                0                                                                                                      (%x) (
 {   ^bb0(%a: tensor<4xf32>):
      %p = "stablehl(.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
      %n = stablehlo.negate %p : tensor<4xf32>
      stablehlo.return %n : tensor<4xf32>
  }) : (tensor<4xf32>) ->                0                                                                                                          !sta~blehlo.future<tensor<4xf32>>
  %kind = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      %n = stablehlo.negate %a : tensor<4xf32>
      stablehlo.return %n : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %nole = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      sØtablehlo.return %a : tensor<4xf  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %y0 = "stablehlo.async_done"(%two) : (!stablehlo.future<tensor<4xf32>>) -> tensor<2xf32>
  %y1 = "s) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  return0%y0, %y1, %y2 : tensor<4xf32>, tensorx4<f32>, tensor<4xf32>
}
