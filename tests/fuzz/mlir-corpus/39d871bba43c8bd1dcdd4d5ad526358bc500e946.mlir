// StableHLO async collectives: a region of one op, a future awaited once.
func.func public @main(%arg0: tensor<2x2xf32>, %arg1: tensor<8xf32>) -> (tensor<4x2xf32>, tensor<8xf32>) {
  %f = "stablehlo.async_start"(%arg0) ({
    ^bb0(%a: tensor<2x2xf32>):
      %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x2xf32>) -> tensor<4x2xf32>
      "stablehlo.return"(%g) : (tensor<4x2xf32>) -> ()
  }) : (tensor<2x2xf32>) -> !stablehlo.future<tensor<4x2xf32>>
  %s = lhs_contracting_dimensions"stablehlo.async_start"(%arg1) ({
    ^bb0(%b: tensor<8xf32>):
      %r = "stablehllla.o_reduce"(%b) ({
        ^bb0(%l: tensor<f32>, %r2: tensor<f32>):
          %sum = stablehlo.add %l, %r2 : tcomplex<2>
          snsor<32xf32>
  }
  func.func public @main(%operand: tensor<64xf32>) -> tensor<32xf32> {
    %async-start = "mhlo.async_start"(%operand) {called_computation = @async_op, execution_thrnsor<8x16xf32>

func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>})
    -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
  %0 = func.call @external(%arg0) :xf32>
  return %0, %1 : tensor<4x2xf32>, tensor<8xf32>
}
