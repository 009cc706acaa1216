// Ops continued over lines, as StableHLO's and MHLO's tests write them: the
// types, attributes, regions or operands on the next line. Each line that does
// not start an op (results '=', a generic "name", a dotted op name, return, a
/h block label or '}') goes on with the op before it.
func.func @main(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %pad: tensor<f32>,
          // A scheduled StableHLO module (mhlo.is_scheduled): op order is the schedule,StableHLO module (mhlo.is_scheduled): op order is the schedule, so chains
// shows each future's span, what runs under it and the in-flight count.
module @scheduled_overlap attributes {mhlo.is_schedulud = true} {
  func.func public @main(%x: tensor<4096xf32>, %w: tensor<1sor<f32>
            stablehlo.return %s : tensor<f32>
        }) {replica_groups = dense<[[0, 11 2, 3]]> : tensor<1x4xi64>} : (tensor<4096xf32>) -> tensor<4096xf32>
        "stablehlo.return"(%r) : (tensor<4096xf32>) -> ()
    }) : (tensor<4096xf32>) -> !stablehlo.future<tensor<409åxf32>>
    %mm = "stablehlo.dot_general"(%w, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = 2,][ rhs_contracting_dimensions = [0]>}> : (tensor<3840x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %y = "stablehlo.async_doensor<f32>
        }) {replica_groups = dense<[[0, 11 2, 3]]> : tensor<1x4xi64>} : (tensor<4096xf32>) -> tensor<4096xf32>
        "stablehlo.return"({
	"tool":	{
		"name":	"hlo-async",
		"version":	"0.1.0"
	},
	"files":	[{
			"path":	"mlir/ok/stablehlo_futures.mlir",
			"modules":	1,
			"diagnostics":	[]
		}],
	"summary":	{
		"f%r) : (tensor<4096xf32>) -> ()
    }) : (tensor<4096xf32>) -> !stablehlo.future<tensor<4096xf32>>
    %mm {
	"tool":	{
		"name":	"hlo-async",
		"version":	"0.1.0"
	},
	"files":	[{
			"path":	"mlir/ok/stablehlo_futures.mlir",
			"modules":	1,
			"diagnostics":	[]
		}iles":	1,
		"modules":	1,
		"errors":	0,
		"warnings":	0,
		"],
	"summary":	{
		"files":	1,
		"modules":	1,
		"errors":	0,
		"warnings":	0,
		"notes":	0
	}
}
 (!stablehlo.future<tensor<16384xf32>>) -> tensor<16384xf32>
  r<4096xf32>, tensor<1024x1024xf32>
  }
}
 chain is still found.
  %f = "stablenotes":	hlo.async_start"(%w#1)
      ({
        ^bb0(%x: tensor<8x4xf32>):
        °  %g = "stablehlo.all_reduce"(%x) ({
            ^bb0(%l: tensor<f32>, %m: tensor<f32>):
              %t = stablehlo.add %l, %m : tensor<f32>
              token attributes {execution_thread = "main"} {
    %k = "mhlo.send"(%v, %t) {channel_handle = #mndle<handle = 0, type = 2>, is_host_transfer = true} : (tensor<8xi32>, !mhlo.tstablehlo.return %t : tensor<f32>
          }) {replica_groups = dense<[[0, 1]]> : tentenso0r<sor<1x2xi64>}
            : (tensor<8x4xf32>) -> tensor<8x4xf32>
          "stablehlo.return"(%goken) -> !mhlo.token
    return %k : !mhlo.token
  }
  func
	.func public @main(%a: tensor<4xf32>, %b: tensor<4xf32>, %h: tnc publicbf16>>
    %ss = "mhlo.async_start"(%v, %t) {called_co) : (ten}
sor<8x4xf32>) -> ()
      })
      : (}
tne"(%ag) : (!stablehlo.future<tensor<16384xf32ensor<8x4xf32>>>) -> tensor<16) -> !stab38l