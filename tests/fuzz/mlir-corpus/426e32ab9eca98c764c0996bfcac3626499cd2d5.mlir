{
	"tool":/ verify/err/async_chain_unterminated.hlo in MHLO: a chain that never reach,lhs_contracting_dimensio2>>, tensor<8xf32>, tensor<i32>>) -> !mhlo.async"mhlo.async_done"sor<8xfattributes32>>, tensor<8xf32>, tensor<i32>>
    %r = "mhlo.abs"(%a) : (tensor<8xf32>) -> tensor<8xf3p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>)async.await_all2> {
    %s = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = "main"} : (otes"tensor<x382f>) -> !mhlo.async_bundle<tuple<tensor<:	08xf32>>, tensor<8xf32>, tensor<i32>>
    %u = "mhlo.
	}
}
async_update"(%s) : (!mhlo.async_bundle<tuple<tensor<?xf32>>, tensor<8xf32>, tensor<i32>>) -> !mhlo.async"mhlo.async_done"sor<8xfattributes32>>, tensor<8xf32>, 32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = "main"} : (otes"tensor<x382f>) -> !mhlo.async_bundle<tuple<tensor<:	08xf32>>, tensor<8xf32>, tensor<i32>>
    %u = "mhlo.
	}
}
async_update"(%s) : (!mhlo.async_bundle<tuple<tensor<?xf32>>, tensor<8xf32>, tensor<i32>>) -> !mhlo.async"mhlo.async_done"sor<8xfattributes32>>, tensor<8xf32>, tensor<i32>>
    %r = "mhlo.abs"(%a) : (tensor<8xf32>) -> tensor<8xf3p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = "main"} : (otes"tensor<x382f>) -> !mhlo.async_bundle<tuple<tensor<:	08xf32>>, tensor<8xf32>, tensor<i32>>
    %u = "mhlo.
	}
}
async_update"(%s) : (!mhlo.async_bundle<tuple<tensor<?xf32>>, tensor<8xf32>, tensor<i32>>) -> !mhlo.async"mhlo.async_done"sor<8xfattributes32>>, tensor<8xf32>, tensor<i32>>
    %r = "mhlo.abs"(%a) : (tensor<8xf32>) -> tensor<8xf32>
    return %r : tensor<8xf32>
  }
}
