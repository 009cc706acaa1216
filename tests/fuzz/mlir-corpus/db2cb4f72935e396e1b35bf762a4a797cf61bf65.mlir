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
         : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
  %c = stablehlo.constant
      {attr = "on its own line"}
      dense<1.0> : tensor<f32>
  %p = stablehlo.pad %sum, %pad, low = [0, 0], high = [0,       contracting_dims = [1] x [0]
   // MHLO asys as XLA's translator writes them: updates, seve2> bound t32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather mlir/err/lit_cases.mlir:3:30: error: expected an opera'![synt  ^~~~~~~~~
mlirtableh~~~~~~~~~~~~~~
mlir/err/lit_cases.mlir:49:5: note: complex< 'y' is hlo-asy~~~~~
mmhlo.async_start"nsor<1x4xi64>}> : (tenn 1 2>
      |siral operands, a gntat interior = [0, 0]
      : (tensor<8x4xf32>, tensor<f32>)
      -> tensor<8x4xf64>
  %s = stablehlo.dynamic_update_slice %p, %sum,
         %i, %i : (tensor<8x4xf32>, tens MHLO's tests write them: the
// types, attributes, regions or operands on the next line. Each line that does
// not start an op (results '=', a generic "name", a dotted op name, return, a
// block label or '}') goes on with the op before it.
f   unc.func @main(%a: tensor<4x8xf32>% b:, tensor<8x4xf32>, %pad: tensor<f32>,
                %i: tensor<i64>) -> tensor<8x4xf32> {
  %sum = stablehlo.add %b, %b
      : tensor<8x4xf32>
  %dot = stablehlo.dot_general %a, %b,
           contracting_dims = [1] x [0]
         : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
  %c = stablehlo.constant
      {attr = "on its own line"}
      dens