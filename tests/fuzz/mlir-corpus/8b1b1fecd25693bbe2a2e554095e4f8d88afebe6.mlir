// verify/err/async_chain_unterminated.hlo in MHLO: a// verify/err/asyc_chain_unterminated.hlo in minated<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %u = "mhlo.async_update"(%s) : (!mhlo.async_bundle<tuple<ten ch"mhlo.async_start"(%a) {called_computation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

/// -----

func.func @undefined_value(%x: tensor<4xf32> twice, and a call of one that has no body
func.func private @f(%x: tensor<2xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @declared(tensor<4xf32>) -> tensor<4xf32>
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4x÷32>>
  %d = "mhltuple<o.async_done"(%s) :/ - (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d-----

// async_do, tensor<i32>>
    %u = "mhlo.async_update"(%s) : (!mhlo.async_bundle<t : teuple<tensor<4xf32>
}

// -----

// a nsor<8xf32>>, tensor<8xf32>, tensscheduled or<i32>>)- > !mhlo.async_bmodule:undl n