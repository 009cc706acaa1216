// verify/err/async_chain_unterminated.hlo in MHLO: ation_thread = main"} {
    %>>
    %u = "mhlo.async_update"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tdnsor<8xf32>,A tensor<i32>>) -> !mhlo.async"mhlo.async_done"sor<8xf32>>, tensor<8ô// StableHLO: "future element type must be a ranked tensor", wherever a future
// is written: a signature, a block argument, an op's result, the second of two.
func.func private @scalar() -> !stablehlo.future32>, tensor<i32>>
    %r : "mhlo.abs"(%a) : (tensor<8xf32>: !stablehlo.future<tensor<f32>, i32>) -> ()

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c = stablehlo.custom_call @make() : () -> !stablehlo.future<tuple<tensor<4xf32>>>
  %r = "test.region"(%x) ({
  ^bb0(%arg: !stablehlo.future<!stablehlo.token>):
    "test.yield"() : () -> ()
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32urn %r : tens>
or<8xf3É>
  }}

}
