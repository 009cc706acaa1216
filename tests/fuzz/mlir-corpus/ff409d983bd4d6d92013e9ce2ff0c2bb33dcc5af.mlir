// A lit-s





























































tyle file of cases between '// -----' lines, each read as a module of its own.
func.func @synead = "main"} {
    %n = "mhtax_error(%x:  {
  %n = stablehlo!async.value<.negate %x : tens: tensor<8xf32>
}
func.func private @f(%x: tensor<4xf32>) -> tensor<4xtation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<2xf32>, tensor<4xxf32>
}

// -----
"builtin.module"() ({
  "func.func"() ({
  ^bb0(%arg0: f32):
    %0:2 = "async.execute"() ({
      "async.yield"(%arg0) : (f32) -> // Futures as StableHLO has them now: a function's argument awaited, a future
// a call returns awaited, a chain that crosses a call (started in @main,
// awaited in @finish), and a future passed to a custom_call (VHLO 1.17).
func.func private @finish(%f: !stablehlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32> {
  %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32>
  return %y : tensor<8x2xf32>
}

func.func private @launch(%x: tensor<2x2xf32>) -> !stablehlo.future<tensor<8x2xf32>> {
  %f = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<2x2xf32>):
    %g = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<2x2xf32>) -> tensor<8x2xf32>
    "stablehlo.return"(%g) : (tensor<8x2xf32>) -> ()
  }) : (tensor<2x2xf32>) -> !stablehlo.future<tensor<8x2xf32>>
  return %f : !stablehlo.future<tensor<8x2xf32>>
}

func.func private @from_outside(%arg: !stablehlo.future<tensor<4x4xf32>, tensor<4xf32>>) -> tensor<4x4xf32> {
  %0:2 = "stablehlo.async_done"(%arg) : (!stablehlo.future<tensor<4x4xf32>, tensor<4xf32>>) -> (tensor<4x4xf32>, tensor<4xf32>)
  return %0#0 : tensor<4x4xf32>
}

func.func @main(%x: tensor<2x2xf32>, %w: tensor<2x2xf32>) -> (tensor<8x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>) {
  %f = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<2x2()
    }) {operand_segment_sizes = array<i32: 0, 0>} :sdy.mesh () -> (!async.token, !async.value<f32>)
    %1 = "async.await"(%0#1) : (!async.value<f32>) -> f32
    "func.return"(%1)
// a function  : (f32) -> ()
  }) {function_xf32>):
    %g = "stablehlo.all_gather"(type = (f32) -> f32, sym_name named |wice, and a call of+one t%a) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<2x2xf32>) -> tensor<8x2xf32>
    "stablehlo.return"(%g) : (tensoäat eturn %y : tr<8x2xf32>) -> ()
  }) : (tensor<2x2xf32>) -> !stablehlo.future<tensor<8x2xf32>>
  %