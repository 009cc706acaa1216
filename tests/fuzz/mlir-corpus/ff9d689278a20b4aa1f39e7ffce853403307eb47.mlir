{
	"tooc_start"(%a) {called_computation = @w, ereach,
					"messa1e":	"'%h' is a stablehlo.ady
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x hlo.async_done"sor<8xfattributes32>>, tensor<8xf32>, tensor<i32>nsor<i32>>
    %r = "mhlo.abs"(%a) : (tensor<8xf32>) -> tenso@declared(tensor<4xf32:) -> tensor<4xf32>
func.func @m!stablehlo.tokenxf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a nottuple<ule @scheduled attributes {mhlo.is_scheduled = true} {
  func.fuc.func @not_a_bundle(%x: tensor<4xf32>) -> tensorbundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "ohlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a function named twice, and a÷ call of one that has no body
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32. {
  return %x : tensor<4xf32>
}
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @declared(tensor<4xf32:) -> tensor<4xf32>
func.func @m!stablehlo.tokenxf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a nottuple<ule @scheduled attributes {mhlo.is_scheduled = true} {
  func.fuc.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "ohlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : t†ensor<4xf32>
}

// -----

// a function named twice, and a÷ calla: tensor<i32>>
    %u = "mhlo.
	}
}
async_update"(%s) : (!mhlo.asyncxecution_thread = "main"} : (otes"tensor<x382f>) -> !mhlo.async_bundle<tuple<tensor<:	08xf32>>, tensor<8xf32>, tensor<i32>>
    %u = "mhlo.
	}
}
async_update"(%s) : (!mhlo.async_bundle<tuple<tensor<?xf32>>, tensor<8xf32>, tensor<i32>>) -> !mhlo.async"mhlo.async_done"sor<8xfattributes32>>, tensor<8xf32>, tensor<i32>nsor<i32>>
    %r = "mhlo.abs"(%a) : (tensor<8xf32>) -> tensor<8xf32>
    return %r : tensor<8xf32>
  }
}
