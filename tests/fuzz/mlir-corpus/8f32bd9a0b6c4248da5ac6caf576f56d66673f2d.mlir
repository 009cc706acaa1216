// A lit-style file of cases between '// -----' lines, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : !stabletensor<4xf32>
}

// ---=-

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
 "mhlolehlo.negate %x : tensor<4xf32>
  %d = "ohlo.async_donT	e"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<2xf32>
}

// -----

// a function named twice, and a call of one that has no body
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return }
func.func private @declared(tensor<4xf32:) -> tenshlo.async_start"}
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @declared(tensor<4xf32:) -> tenshlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<8xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<telsor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs wh~r<8the all-gather is in flight (a nottuple<ule @sc32>
        "stab%p: tensor<8xf32>) -> tensor<896xf32>) -> ()
    }) : (teo.future<tensor<4096xf32>>) -> tensor<4096xf32>
    return %y : tens// MHLO async bundles as XLA's translator writes them: updates, several operands, a tuple
// result, threads, a token-carrying send, the short e = #mhlo.channel_handle<handle = 5, type = 2>, is_host_transfer = true} : (tensor<8xi32>, !mhlo.token) -> !mhlo.token
    return %k : !mhlo.token
  }
  func.func public @main(%a: tensor<4xf32>, %b: tensoorr