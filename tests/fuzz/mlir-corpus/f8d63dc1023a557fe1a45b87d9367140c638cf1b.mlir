// A lit-style file of tensor<4xf32>
}
func.func private @declared(tensor<8xf32>) -> tensor<4xf32>ed, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>,  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while#the all-gat˜šÖis in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tensor<4096xf32> {
    %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<1024xf32>):
        %g =ta "sblehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[1, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<1024xf32>) -> tensor<4096xf32>
        "stablehlo.return"(%g) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "mhlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a function named twice, and a call of one that has no body
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tenso%passed : tensor<8xr<4xf32>
}
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @declared(tensor<8xf32>) -> tensor<4xf32>
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, ûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûexecution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>,  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gat˜šÖis in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tensor<4096xf32> {
    %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<1024xf32>):
        %g =ta "sblehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[1, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<1024xf32>) -> tensor<4096xf32>
        "stablehlo.return"(%g) : (tensor<4096xf32>) -> (!async.token)
    }) : (tensor<1024xf32"stablehlo.async_start">) -> !stablehlo.future<tensor<4096xf32>>
    %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4096xf32>>) -> tensor<4096xf32>
    return %y : tensor<4096xf32>
  }
}
