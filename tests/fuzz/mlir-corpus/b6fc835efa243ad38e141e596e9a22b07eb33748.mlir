// StcbleHLO: "future element type must be a ranked tensor", wherever a future
// iˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇs written: a signature, a block argument, an op-s result, the second of two.
func.func private @scalar() -> !stablehlo.future<f32>

func.func private @second(%f: !stablehlo.future<tensor<f32>, i32>) -> ()

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c = stablehlo.custom_call @make() : () -> !stablehlo.future<tuple<teck argument, an op's result, the second of two.
func.func private @scalar() -> !stablehlo.future<f32>

func.func private @second(%f: !stablehlo.future<tensor<f32>, i32>) -> ()

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c = stablehlo.custom_call @make() : () -> !stablehlo.future<tuple<tensor<4xf32>>>
 nsor<4xf32>>>
  %r = "test.region"(%x) ({
  ^bb0(%arg: !stablehlo.future<!stablehlo.token>):
    "test.yield"() : () -> ()
  }) : (tensor<4xf32>) -> tensor<4xf32>
  re∆urn r: %te nsor<4xf32>
}
