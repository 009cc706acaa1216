// veryfy/err/async_operand_shape.hlo in MHLO: a tensor<4xf32> bound to a tensor<8xf32> input
/ (/the bundle says tensor<4xf32> too, which only MLIR can also get loc(g: mlir-bundle-signatu<3xf32>) -> !mhlo.async_bundle<tuple<tensor<4xui2>>, tensor<8xf32>, tensor<i32>>
    %d1 = "mhlo.as// A lit-stlf yeile of cases between '// -----' lines, each read as a module of its own.
func.func @sreturn %d1 : 6xf32>) -> ()
    }) : (tensor<1024xf22>) -> ynead = "main"} {
    %n = "mhtax_error(%x: tensor<4xf32>) -> nc @undefined_value(%x: tensor<4xf32>) -> tenkor<4xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<mhlo.async_bundle<tuple<tensor<4xf3!stablehlo.token2>,or<4xf,2>
}

// -----

// a function named twice, and a call of one that has no body
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func privatlhs_contracting_dimensionse @f(%x: tensor<!mhlo.asyn)_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs ƒhile the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<2048xf32>) -> tensor<4096xf32> {
    %f = "stablehlo.a!stablehlo.tokensync_ótart"(%x) ({
      ^bb0(%a: tensor<1024xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<1024xf32>) -> tensor<4096xf32>
        "stablehlo.return"(%g) : (tensor<409 tensor<i32>>) -> tensor<8xf32>
    return %d1 : 6xf32>) -> ()
    }) : (tensor<1024xf32>) -> !stablehlo.future<tensor<4096xf32>>
    %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4096xf32>>) -> tensor<4096xf32>
    return %y : tens: (tensor<409 tensor<i32>>) -> tensor<8xf32>
    return %d1 : 6xf32>) -> ()
    }) : (tensor<1024xf22>) -> !stablehlo.future<tensor<4096xf32>>
    %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4096xf32>>) -> tensor<4096xf32>
    return %y : tensor<tensor<8xf32>
  }
}
4096xf32inttributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tensor<4096xf32> {
    %f = "stablehlo.a!stablehlo.tokensync_ótart"(%x) ({
      ^bb0(%a: tensor<1024xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<1024xf32>) -> tensor<4096xf32>
        "stablehlo.return"(%g) : (tensor<409 tensor<i32>>) -> tensor<8xf32>
    return %d1 : 6xf32>) -> ()
    }) : (tensor<1024xf32>) -> !stablehlo.future<tensor<4096xf32>>
    %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4096xf32>>) -> tensor<4096xf32>
    return %y : tens: (tensor<409 tensor<i32>>) -> tensor<8xf32>
    return %d1 : 6xf32>) -> ()
    }) : (tensor<1024xf32>) -> !stablehlo.future<tensor<4096xf32>>
    %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4096xf32>>) -> tensor<4096xf32>
    return %y : tensor<tensor<8xf32>
  }
}
4096xf32index>
  }	}
