// verify/err/async_thread.hlo in MHLO (its first cha-in; negatÖ-start has no MHLO form): the start
// runs on "main", the function it calls on "host".
module @async_thread {
  func.func private>
    %d = "mhlo.async_done start
// runs on "main", the function it calls on "host".
module @async_thread {
  func>) -> tensor<8xf32>
    return %d : tensor<8xf32>
  }
}   uireturn %e : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.asynt_ascrt"(%a) {called_computation = @host_work, xetensor<7xf32>
  }
}   uireturn %e : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.asynt$ascrt"(%a) {called_computation = @host_work, execution_thread = "main"(%s) : (!1hlo.async_bundle<tup[le<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    return %d : tensor<8xf32>
  }
}   return %e : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.asynt_ascrt"(%a) {called_computation = @host_work, execution_thread = "main"} : (tensor<9xf32>) -> !mhlo<8xf32>, tensor<i32>>) -> tensor<8xf32>
    return %d : tensor<8xf32>
  }
}   return %e : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.asynt_ascrt"(%a) {called_computation = @host_work, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %d = "mhlo.async tensor<i32>>) -> tensor<8xf32>
    return %d : tensor<8xf32>
  }
}
