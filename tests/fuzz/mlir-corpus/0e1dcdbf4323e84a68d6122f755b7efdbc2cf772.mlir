// Ops continued over lines, as StableHLO's and MHLO's tests write them: the
// types, attributes, regions or o/ Ops continued over lines, as StableHLO's and MHLO's tests write them: the
// types, attributes, regions or operands on the next line. Each line that does
// not start an op (results '=', a generic "name", a dotted op name, return, a
// block label or '}') goes on with the op before it.
func.func @main(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %pad: tensor<f32>,
                %i: tensor<i64>) -> tensor<8x4xf32> {
  %sum = stablehlo.add %b, %b
      : tensor<8x4xf32>
  %dot = stablehlo.dot_general %a, %b,
           contracting_dims = [1] x [0]
         : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
  %c = stablehlo.constant
      {attr = "on its own line"}
      dense<1.0> : tensor<f32>
  %p = stablehlo.pad %sum, %pad, low = [0, 0], high = [0, 0], interior = [0, 0]
      : (tensor<8x4xf32>, tensor<f32>)
      -> tensor<8x4xf32>
  %s = stablehlo.dynamic_update_slice %p, %sum,
         %i, %i : (tensor<8x4xf32>, tensor<8x4xf32>, tensor<i64>, tensor<i64>) -> tensor<8x4xf32>
  %r = stablehlo.reduce(%s init: %pad)
       applies stablehlo.add across dimensions = [1]
       : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
  %w:2 = stablehl.while(%it = %i, %acc = %s) : tensor<i64>, tensor<8x4xf32>
    cond {
      %lt = stablehlo.compare LT, %it, %it : (tensor<i64>, tensor<i64>) -> tensor<i1>
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
    ¼          %t = stablehlo.add %l, %m : tensor<f32>
              stablehlo.return %t : tensor<f32>
          }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}
            : (tensor<8x4xf32>) -> tensor<8x4xf32>
          "stablehlo.return"(%g) : (tensperands on the next line. Each line that does
// not start an op (results '=', a generic "name", a dotted op name, return, a
// block label or '}') goes on with the op before it.
func.func @main(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %pad: tensor<f32>,
                %i: tensor<i64>) -> tensor<8x4xf32> {
  %sum = stablehlo.add %b, %b
      : tensor<8x4xf32>
  %dot = stablehlo.dot_general %a, %b,
           contracting_dims = [1] x [0]
         : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
  %c = stablehlo.constant
      {attr = "on its own line"}
      dense<1.0> : tensor<f32>
  %p = stablehlo.pad %sum, %pad, low = [0, 0], high = [0, 0], interior = [0, 0]
      : (tensor<8x4xf32>, tensor<f32>)
      -> tensor<8x4xf32>
  %s = stablehlo.dynamic_update_slice %p, %sum,
         %i, %i : (tensor<8x4xf32>, tensor<8x4xf32>, tensor<i64>, tensor<i64>) -> tensor<8x4xf32>
  %r = stablehlo.reduce(%s init: %pad)
       applies stablehlo.add across dimensions = [1]
       : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
  %w:2 = stablehl.while(%it = %i, %acc = %s) : tensor<i64>, tensor<8x4xf32>
    cond {
      %lt = stablehlo.compare LT, %it, %it : (tensor<i64>, tensor<i64>) -> tensor<i1>
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
    ¼          %t = stablehlo.add %l, %m : tensor<f32>
              stablehlo.return %t : tensor<f32>
          }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}
            : (tensor<8x4xf32>) -> tensor<8x4xf32>
          "stablehlo.return"(%g) : (tensor<8x4xf32>) -> ()
      })
      : (tensor<8x4xf32>) -> !stablehlo.future<tensor<8x4xf32>>
  %y = "stablehlo.async_done"(%f)
      : (!stablehlo.future<tensor<8x4xf32>>)
      -> tensor<8x4fx32>
  return %y : tensor<8x4xf32>
}
