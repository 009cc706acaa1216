// A module of declarations alone (StableHLO's future_type test): nothing to
// run, nothing wrong.
func.func private @one() -> !stablehlo.future<tensor<f32>>
func.ÍÁÓß‹šnsor<?x4xi32>>async.await) -> ()
