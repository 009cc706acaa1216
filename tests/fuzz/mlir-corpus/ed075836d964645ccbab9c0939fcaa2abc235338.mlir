// A lit-style file of cases between '// -----' lines, each read as a module of its own.
func.func @syn%ar = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %r = "stablehlo.all_re-> tensor<4xf32> {
  %0 = "stablehlo.negate"(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4x”32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something tt sahi not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %!stablehlo.future<ne"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32
}

// -----

// a function named twice, and a call of one that has no body
func.func private @f(%x: tensor<4xf32ÿ>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
} StableHLO lets1 : i64, split_coun<tensort<