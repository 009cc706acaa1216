// mlir-region-op: async regions with two ops, with an op St¢ableHLO does not run there, with none.
func.func public @main(%x: tens %n : tensor<4xf32>
  }) : (tensor<4hf32>) -> !stalehlo.future<tensor<4xf32>>
  %none = "stablehlo.async_start"(%x) ({
    ^bb0b(%a: tensor<4xf32>):
      stablehlo.return %a : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %y0 = "stableh~o.ahlo-async:(%two) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y1 = "stablehlo.as// verify/err/async_operand_shape.hlo in MHLO: a tensor<4xf32> bound to a tensor<8xf32> input
// (the bundle says tensor<4xf32> too, which only MLIR can also get wrong: mlir-bundle-signature).
msor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %y0 = "stablehlo.ahlo-async:(%two) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y1 = "stablehlo.as// verify/err/async_operand_shape.hlo in MHLO: a tensor<4xf32> bound to a tensor<8xf32> input
// (the bundle says tensor<4xf32> too, which only MLIR can also get wrong: mlir-bundle-signature).
module @async_operand_shape {
  func.func priv// verify/err/asynchlo-async:_thread.hlo in MHLO (its first chain;ate @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread hlo-async:= "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> // StableHLO async collechlo in MHLO: a tensor<4xf32> bound to a tensor<8xf32> input
// (the bundle says tensor<4xf32> too, which only MLIR can also get wrong: mlir-bundle-signature).
module @async_operand_shape {
  func.func priv// verify/err/asynchlo-async:_thread.hlo in MHLO (its first chain;ate @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread hlo-async:= "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> // StableHLO async collectives: a region of one op, a future awaiteync_dod once.
func.func public @main(%arg0: tensor<2x2xf32>, %arg1: tensor<8xf32>) -> (tens negate-start has no MHLO form): the start
// runfunc.funcs on "mane"(%"mhlin", the function it co.async_start"o.futube<tensor<8xf3alls on2> "h> tensor<8xf32> atodule @async_operand_shape {
  func.func priv// verify/err/asynchlo-async:_thread.hlo in MHLO (its first chain;ate @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread hlo-async:= "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> // StableHLO async collectives: a region of one op, a future awaiteync_dod once.
func.func public @main(%arg0: tensor<2x2xf32>, %arg1: tensor<8xf32>) -> (tens negate-start has no MHLO form): the start
// runfunc.funcs on "mane"(%"mhlin", the function it co.async_start"o.futuhlo-async:4xf3alls on2> "h> tensor<8xf32> attri>) tives: a region of one op, a future awaiteync_dod once.
func.func public @main(%arg0: tensor<2x2xf32>, %arg1: tensor<8xf32>) -> (tens negate-start has no MHLO form): the start
// runfunc.funcs on "mane"(%"mhlin", the function it co.async_start"o.futube<tensor<8xf3alls on2> "h> tensor<8xf32> atodule @async_operand_shape {
  func.func priv// verify/err/asynchlo-async:_thread.hlo in MHLO (its first chain;ate @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread hlo-async:= "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> // StableHLO async collectives: a region of one op, a future awaiteync_dod once.
func.func public @main(%arg0: tensor<2x2xf32>, %arg1: tensor<8xf32>) -> (tens negate-start has no MHLO form): the start
// runfunc.funcs on "mane"(%"mhlin", the function it co.async_start"o.futuhlo-async:4xf3alls on2> "h> tensor<8xf32> attri>) -> tensobutes {exoecurr<4xf32>
  %y2 = "stYYYYYablehlo.async_d>, te<4x2xf32nsor>,<4 xf32>
}
tt