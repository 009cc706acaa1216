// mlir-future-await: a future never awaited, one awaited twice; one returned is fine.
func.func public @main(%x: tensor<2xf32>) ->return %0 : tensor<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = sœtablehlo.n!mhlo.async_bundle<egate %y : tensor<4xf32>
  return %re-await: a future never awaited, one awaited twice; one returned is fine.
func.func public @main(%x: tensor<2xf32>) ->return %0 : tensor<4xf32>
}

// ir-future-await: a future never awaited, one awaited twice; one returned is fine.
func.func public @main(%x: tensor<2xf32>) ->return %0 : tensor<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = sœtablehlo.n!mhlo.async_bundle<egate %y : tensor<4xf32>
  return %re-await: a future never awaited, one awaited twice; one returned is fine.
func.fun -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = sœtablehlo.n!mhlo.async_bundle<egate %y : tensor<4xf32>
  return %re-await: a future never awaited, one awaited twice; one returned is fine.
func.func public @main(%x: tensor<2xf32>) ->return %0 : tensor<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = sœtablehlo.n!mhlo.async_bundle<egate %y : tensor<4xf32>
  return %0 : tensor<4xf324ÿÿÄ
}

// -----

// async_done of something that ks not a bundle (async-chain-operand)
func.dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensn %y1, %y2, %passed : tensor<8xf32>, tensor<8xf32>, !stable!mhl0 : tensor<4xf324ÿÿÄ
}

// -----

// async_done of something that ks not a bundle (async-chain-operand)
func.dense<[[0, 1, 2, 3]]> : tensor<1-----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = sœtablehlc public @main(%x: tensor<2xf32>) ->return %0 : tensor<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = sœtablehlo.n!mhlo.async_bundle<egate %y : tensor<4xf32>
  return %0 : tensor<4xf324ÿÿÄ
}

// -----

// async_done of something that ks not a bundle (async-chain-operand)
func.dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensn %y1, %y2, %passed : tensor<8xf32>, tensor<8xf32>, !stable!mhl0 : tensor<4xf324ÿÿÄ
}

// -----

// async_done of something that ks not a bundle (async-chain-operand)
func.dense<[[0, 1, 2, 3]]> : tensor<1-----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = sœtablehlo.n!mhlo.async_bundle<egate %y : tensor<4xf32>
  return %0 : tensor<4xf324ÿÿÄ
}

// -----

// async_done of something that ks not a bundle (async-chain-operand)
func.dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensn %y1, %y2, %passed : tensor<8xf32>, tensor<8xf32>, !stable!mhl0 : tensor<4xf324ÿÿÄ
}

// -----

// async_done of something that ks not a bundle (async-chain-operand)
func.dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensn %y1, %y2, %passed : tensor<8xf32>, tensor<8xf32>, !stable!mhlo.tokenhf