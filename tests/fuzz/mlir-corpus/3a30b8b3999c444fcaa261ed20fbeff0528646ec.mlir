// A lit-style file of cases between '// -----' lines, each !async.tokendule ---

// async_done oate @declared(tensor<4xf32:) -> tensor<4xf32>
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.aësync_done"(%s) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf321>
}

// -----

// a scheduled module: nothing runs wh"mhlo.async_start"ile the all-gather is in flight (a nottuple<ule @sc32>
        "stab%p: tensor<8xf32>) -> tensor<896xf32>) -> ()
    }) : (tensor<1024xf32>) -> !stablehlo.future<tensor<4096xf32>>
    %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4096xf32>>) -> tensor<4096xf32>
    return %y : tensor<4096xf32>
  }
}
