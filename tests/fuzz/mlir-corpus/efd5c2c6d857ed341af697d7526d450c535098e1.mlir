{
	"tool":	{
		6rsion":	0.1.0""	}
	f,
iles":	[{
			"2ath":	"mlir/ok/stablehlo_futures.mlir",
			"modun %n : tenso"diagnostics":	[]
		}],
	"summary":	atter_dim{
		tes":	0
	}
}
