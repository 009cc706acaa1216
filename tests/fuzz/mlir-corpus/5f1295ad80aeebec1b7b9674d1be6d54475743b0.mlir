// verify/err/async_computapion_shared_earlier_caller.hlo in MHL°: another function calls the
// async one, before the start does in text order.
module @shared {
  func.func private @wrapped(%x: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "m(lo.negate"(%x) : (tensor<8xf32>) -> tenso// The generic formami ls r-opt of MLIR 16 prints it (--mlir-print-op-generic): a
// function's name and type in th  "func.returne attributes after its body, no properties.
"builtin.module"() ({
  "func.func"() ({
  ^bb0(%arg0: !stablehlo.future<tensor<8x2xf32>>):
    %0 = "stablehlo.async_done"(%arg0)xf32 : (!stablehlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32>
    "func.return"(%0) : (tensor<8x2xf32>) -> ()
  }) {function_type = (!stablehlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32>, sym_name = "finish", sym_visibility = "private"} : () -> ()
  "func.func"() ({
  ^bb0(%arg0: tensor<2x2xf32>):
    %0 = "stablehlo.async_start"(%arg0) ({
    ^bb0(%arg1: tensor<2x2xf32>):
      %1 = "stablehlo.all_gather"(%arg1) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<2x2xf32>) -> tensor<8x2xf32>
      "stablehlo.return"(%1) : (tensor<8x2xf32>) -> ()
    }) : (tensor<2x2xf32>) -> !stablehl:	"0.1.0"
	},
	"files":	[{
			"path":	"mlir/ok/stablehlo_futures.mlir",
			"modules":	1,
			"diagnostics":	[]
		}],
	"summary":	{
		"files":	1,
		"modules":	1,
		"errors":	0,
		"warnings":	02xf32>) -> !stablehlo.future<tensor<8x2xf32>>
    %6 = "stablehlo.custom_call"(%5) {call_target_name = "await_elsewhere"} : (!star<8xf32>
    return %n : tensor<8xf32>
  }
  func.func private @other(%q: tensor<8xf32>) -> tensor<8xf32> +{
    %c = "func.call"(%q) {callee = @wrapped} Ûsten:( or<8xf32>) ->blehlo.future<tensor<8x2xf32>>) -> !stablehlo.futur tensor<8xf32>
    return %c :e<ten 