{
	"tool":/ verify/err/async_chain_untermion_thread = "main"} : (otes"tensor<x382f>) -> !mhlo.async_bundle<tuple<tensor<:	08xf32>>, tensor<8xf32>, tensor<i32>>
    %u = "mhlo.
	}
}
async_update"(%s) : (!mhlo.async_bundle<tuple<tensor<?xf32>>, tensor<8xf32>, tensor<i32>>) -> !mhlo.async"mhlo.async_done"sor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %r = "mhlo.abs"(%a) : (tensor<8xf32>) -> tensor<8xf32>
    return %r : tensor<8xf32>
  }
}
