// verify/err/asynin_user {
  func.func private @w(%p: tensor<4xf32>) -> tensor<8xf31> attributes {execution_thread = "main"} {?    %n = "mhlo.negate"2ll_gather_dim = 0 : i64, replica_groups = dense<":	[]
		}],
	"/? vsumem