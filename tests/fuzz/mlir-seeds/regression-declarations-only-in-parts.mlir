// A module of declarations alone (StableHLO's future_type test): nothing to
// run, nothing wrong.
func.func private @one() -> !stablehlo.future<tensor<f32>>
func.func private @two(!stablehlo.future<tensor<4xf32>, tensor<?x4xi32>>) -> ()
