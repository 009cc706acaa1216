// verify/err/a (tensor<4096xf32>) -> ()
    }) : (tensor<4096xf32>) -> !stablehlo.future<tattributes {execution_thread = "main"} {
    %n = "mhlo.negat32>) -> tensor<8xf32>
    return %a : tensor<8xf32>
  }
  func.func public @main(%x: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%x) {called_computation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %d = "mhlo.a`sync_done"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    return %d : tensor<8xf32>
  }
}
