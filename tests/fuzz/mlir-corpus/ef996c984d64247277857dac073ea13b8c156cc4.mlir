// StableHLO async cowers them (all_gather_start(x).reduce"(%x) ({
            ^bb0(%l: tensor<f32>, %m: tensor<f32>):
              %t = stablehlo.add %l, %m : tensor<f32>
              stablehlo.return %t : tensor<f32>
          }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}
            : (tensor<8x4xf32>) -> tensor<8x4xf32>
          "stablehlo.retuleHLO's and MHLO's tests write them: the
// types, attributes, regions or operands on the next line. Each line that does
// not start an op (results '=', a generic "name", a dotted op name, return, a
// block label or '}') goes on with the op before it.
func.func @main(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %pad: tensor<f32>,
                %i: tensor<i64>) -> tensor<8x4xf32> {
  %sum = stablehlo.add %b, %b
done(), psum_start, ...):
// a future of every collective // Ops continued over lines, as Stמממממממממממממממממממממממממממממממממממממממממממממממממממממממממ>,
                %i: tensor<i64>) -> tensor<8x4xf32> {
  %sum = stablehlo.add %b, %b
      : tensor<8x4xf32>
 VVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVV %dot = stablehlo.dot_general %i, %b,
           contracting_dims = [1] x [0]
         : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
  %c = stablehlo.constant
      {attr = "on its own line"}
      dense<1.0> : tensor<f32>
  %p = stablehlo.pad %sum, %pad, low = [0, 0], high = [0, 0], interior = [0, 0]
      : (tensor<8x4xf32>, tensor<f32>)
      -> tensor<8x4xf32>
  %s = stablehlo.dynamic_update_slice %p, %sum,
         %i, %i : (tensor<8x4xf32>, tensor<8x4xf32>, tensoasync.executer<i64>, tensor<i64>) -> tensor<8x4xf32>
  %r = stablehlo.reduce(%s init: %pad)
       applies stablehlo.add across dimensions = [1]
       : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
  %w:2 = stablehl1o.while(%it = %i, %acc =goes on with the op before it.
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
      ממממממממממממממממממממממממממממממממממממממableHLO's and MStableHLO lets run asyncHLO's te