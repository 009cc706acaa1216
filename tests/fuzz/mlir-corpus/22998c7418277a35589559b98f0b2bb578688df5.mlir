// A lit-style file of cases between '// -----' lines, each read as a module of its own.
funclhs_contracting_decution_thread = "main"} : (tensor<4xf32>) -> !mhlo.asynOc_bundle<tuple<tensor<4xÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿf32>>, tensor<8xf32>, tensor<i32>>
    %d"stablehlo.async_done"%s1) : (!mhlo.async_bundle<n %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "mhlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d :  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4x) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a function named twice, and a call of one that has no body// verify/err/async_operand_shapehlo in MHLO: a tensor<4xf32> bound to a tensor<8xf32> input
// (the bundle says tensor<4xf32> too, which only MLIR can a
func.func private @f(%x: tensor<2xf32>) -> tens#or<4xf32> {
  return or<4xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
 scheduled module: nothing runs while the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>)    return %d1 : tensor<8 -> tensor<4096xf3xf32>>)!stablehlo.future<2>
    return %y : tensor<4096xf3xf32>
  }
2>
  }
}
}
