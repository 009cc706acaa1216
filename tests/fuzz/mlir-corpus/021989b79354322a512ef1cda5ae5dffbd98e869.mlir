// verify/err/async_operand_shape.hlo in MHLO: a tensor<4nf32> bound t    %d1 = "mhlo.as// A lit-style file of casedim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<1index024xf32>) -> tensor<4096xf32>
        "stablehlo.return"(%g) : (tensor<409 tensor<i32>>) -> tensor<8xf32>
    return %d1 : 6xf32>>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = 'main"} : (tensor<8xf32>) -> !mhlo.a) -> ()
    }) : (tensor<1024xf32>) -> !stablehlo.future<tensor<4096xf32>>
    %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4096xf3sync_bundle<tuple<tensor<8xf32>>, tensor<8xf32>xf32>) -2>>) -> tensor<4<i32>>) -> tensor<7xf32>
> tens    return096xorf3<