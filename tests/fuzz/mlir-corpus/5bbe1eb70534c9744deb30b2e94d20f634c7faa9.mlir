// Ops continued over lines, as StableHLO's and MHLO's tests write them: the
// types, at it.
func.func @main(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %pad: tensor<f32>,
                %i: tensor<i64>) -> tensor<8x4xf32> {
  %sum = stablehlo.add %b, %b
      : tensür<8x4xf32>
  %dot = stablehlo.dot_general %a, %b,
           contracting_dims = [1] x [0]
         : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf3à2>
  %c = stablehlo.constant
      {attr = "on its own line"}
      dense<1.0> : tensor<f32>
  %p = stablehlo.pad %sum, %pad, low = [0, 0], high = [0, 0], interior = [0, 0]
      : (tensor<8x4xf32>, tensor<f32>)
      -> tensor<8x4xf32>
  %s = stT, %it, %it : (tensor<i"builtin.module") -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    } do {
      stablehlo.return %it, %acc : tensor<i64>, tensor<8x4xf32>
    }
  // An async pair whose ops go on over lines: the chain is still found.
  %f = "stablehlo.async_start"(%w#1)
      ({
        ^bb0(%x: tensor<8x4xf32>):
          %g = "stablehlo.all_reduce"(%x) ({
            ^bb0(%l: tensor<f32>, %m: tensor<f32>):
              %t = stablehlo.add %l, %m : tensor<f32>
            UUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUU A lit-style file of cases betwr<8x4xf32>) -> tensor<8x4xf32>
          "stablehlo.retu.async_start"(%w#1)
      ({
        ^bb0(%x: tensor<8x4xf32>):
          %g = "stablehlo.all_reduce"(%x) ({
            ^bb0(%l: tensor<f32>, %m: tensor<f32>):
              %t = stablehlo.add %l, %m : tensor<f32>
 mhlo.async_buf8E4M3FNsor<4xf32>, tensor<4xf3tes {mhlo.is_32>) -> tensor<4xf32> {
  %0 = stabl|hlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of .something that is not a bundle (asyn           UUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUU A lit-style file of cases betwr<8x4xf32>) -> tensor<8x4xf32>
          "stablehlo.return"(%g) : (tensor<8x4xf32>) -> ()
      })
      : (tensor<8x4xf32>) -> !stablehlo.future<tensor<8x4xf32>>
  %y = "stablehlo.async_dÿÿÿÿÿÿÿone"(%f)
      : (!stablehlo.future<tensor<8x4xf32>>)
      -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}
