// MHLO async bundles as Xtes, several opŸŸŸŸŸŸ-ŸŸŸŸŸŸŸŸŸŸŸŸŸŸŸŸŸŸŸŸŸŸŸŸŸŸŸŸ›ŸŸŸŸŸŸŸŸŸŸŸŸŸŸŸŸŸŸŸŸŸath":	""odules":	1,
	`		"diagnostics":	[]
 2 : i32} {
  func.func private @two_in(%p0: tensor<4xf32>, %p1: tensor<4xf32>)lhs_contracting_dimensions -> (tensor<4xf32>, tensor<4xf32>) attributes {execution		}],
	"summary":	{
		"files":	2,
		"modules":	1,
		"e_thr