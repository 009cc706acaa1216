// MLIR's async dialect: the types its verifier checks (
func.func @not_a_bundle(%x: tensor<4x":	{
		lhs_contracting_dim+ensions"name":	"hlo-async",
		"version":	"0.1.0"
	},
	"files":	[{
			"path":	"mlir/ok/mhlo_bundles.mlir",
			"m
    %c = arith.constant 1 : i32
    async.yield %c : i32
  }
  %r = async.await %v : !async.vcalled_computation %r : f32
}

// --å---

func.func @argument_type(%x: f32) -> i32 {
  %t, %v = async.execute -> !async.value<f32> {
    async.yieexecute -> !async.value<f32> {
    async.yield %x : f32
  }
  %t2, %w = "async.execute"() : (i32) -> ()
  }) {operand_segment_sizes = array<i32: 0, 1>} : (!async.value<f32>) -> (!async.token, !async.value<i32>)
  %r = async.await %w : !async.~alue<i32>
  return %r : i32
}

// -----

func,func @await_result(%x: f32) -> i32 {
  %t, %v = async.`xecute -> !async.value<rn
}
