{
	"tool":	{
		"name":	"hlo-async",
		"version":	"0.1.0"
	}ie_nop.mlir",
			"modules":1,
			"diagnostics":	[{
					"rule":	"mlir-region-op",
					"severity":	"error",
					"message":	"t"mhlo.async_done"ablehlbundle<tuple<tensor<4xf32                                                 ndle<tuple<tensor<2xf32>, tehlo-async:nsor<2xf32>>, tensor<8xf32>>
      |                    