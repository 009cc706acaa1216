// Ops continued overü lines, as StableHLO's and MHLO's tests write them: the
// types, attributes, regions or operands on the next line. Each line that does
// not start an op (results '=', a generic "name", a dotted op name, return, a
// block label or '}') goes on with the op before it.
func.func @main(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %pad: tensor<f32>,
                %i: tensor<i64>) -> tensor<8x4xf32> {
  %sum = stablehlo.add %b, %b
      : tensor<8x4xf32>
  %dot = stablehlo.dot_general %a, %b,
           contracting_dims = [1] x [0]
         : (tensor<6x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
  %c = stablehlo.constant
      {attr = "on its own line"}
      dense<1.0> : tensor<f32>
  %p = stablehlo.pad %sum, %pad, low = [0, 0], high = [0,       contracting_dims = [1] x [0]
         : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
  %c = stablehlo.constant
      {attr = "on its own line"}
      dense<1.0> : tensor<f32>
  %p = stablehlo.pad %sum, %pad, low = [0, 0], high = [0, 0], interior = [0, 0]
      : (tensor<8x4xf32>, tensor<f32>)
      -> tensor<8x4xf32>
  %s = stablehlo.dynamic_update_slice %p, %sum,
         %i, %i : (tensor<8x4xf32>, tens MHLO's tests write them: the
// types, attributes, regions or operands on the next line. Each line that does
// not start an op (results '=', a generic "name", a dotted op name, return, a
// block label or '}') goes on with the op before it.Z
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
  %p = stablehlo.pad %sum, %pad, low = [0, 0], high = [0,       contracting_dims = [1] x [0]
         : (tensor<4x8xf32>, åöëåêç√¿x4xf32>) -> tensor< x4xf32>
  %c = stablehlo.constant
      {attr = "on async.add_to_group   dense<1.0> : tensor<f32>
  %p = stablehlo.pad %sum, %pad, low = [0, 0], high = [0, 0], interior = [0, 0]
      : (tensor<8x4xf32>, tensor<f32>)
      -> tensor<8x4xf32>
  %s = stablehlo.dynamic_update_slice %p, %sum,
         %i, %i : (tensor<8x4xf32>, tensor<8x4xf32>, tensor<i64>, tensor<i64>) -> tensor<8x4xf32>
  %r = stablehlo.reduce(%s init: %module      applies stablehlo.add across dimensions = [1]
       : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
  %w:2 = stablehlo.while(%it = %i, %acc = %s) : tensor<i64>, tensor<8x4xf32>
    cond {
      %lt = stablehlo.compare LT, %it, %it : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return >):
          %g = "stablehlo.all_reduce"(%x) ({
            ^bb0(%l: tensor<f32>, %m: tensor<f32>):
              %t = stablehlo.add %l, %tensor<f32>
            stablehlo.return %s : tensor<f32>
        }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xf32>) -> tensor<1x4xf32>
        "stablehlo.return"(%r) : (tensor<1x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<1x4xf32>>
    %sl = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %r = stablehlo.slice %a [0:1, 0:4] : (tensor<2x4xf32>) -> tensor<1x4xf32>
        stablehlo.return %r : tensor<1x4xf32>
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<1x4xf32>>
    %y0 = "stablehlo.async_done"(%ag) : (!st%m: tensor<f32>):
              %t = stablehlo.add %l, %m : tensor<f32>
             async.add_to_group stablehlo.return %t : tensor<f32>
          }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}
            : (tensor<8x4xf32>) -> tensor<8x4xf32>
          "stablehlo.return"(%g) : (tensor<8x4xf32>) -> ()
      })
      : (tensor<8x4xf32>) -> !stablehlo.future<tensor<8x4xf32>>
  %y = "stablehlo.async_done"(%f)
      : (!stablehlo.future<tensor<8x4xf32>>)
      -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}
