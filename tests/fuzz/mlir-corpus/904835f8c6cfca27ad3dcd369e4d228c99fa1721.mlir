// MHLO async bundles as XLA's translator writes them: updates, several onds, a tuple
// result, threads, a to/ken-carrying send, the short bundle form, parenthesised result types,
// a multi-resueturn %0 : tens>
}

// -----

// async_done of nd)
func.func @not_a_bundle(%x: tensor<4x":	{
		lhs_contracting_dim+ensions"name":	"hlo-async",
		"version":	"0.1.0"
	},
	"files":	[{
			"path":	"mlir/ok/mhlo_bundles.mlir",
			"modules":	1es {execution		}],
	"summary":	{
		"files":	1,
		"modules":	1,
		"e_thr