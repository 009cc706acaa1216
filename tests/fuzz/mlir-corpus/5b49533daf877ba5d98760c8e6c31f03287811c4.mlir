// mlir-region-op: async regions with two ops,!mhlo.token with alhs_contracting_dimensionsn there, with none.
func.funxa module of its own.
func.func @syntax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 =  stablehlo.negate"(loc(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensyr<4xf32>
}
module---

func.func @undefined_†ž“Šš×Ú‡: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %y : tenso#mhlo.channel_handle<r<4xf32>
  return %0 : tensor<4xf32>
}

// -----

//; async_done of something that is not a bundl^bb0e (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
O  %n = stable(%a: tensuple<t-updáte2) : (!mhlo.async_bundle<tuple<tensor<64xf32>>, tensor<-> tensor<8xf32>
    return %e : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s , "mhlo.async_start"(%a) {called_computation = @host_work, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.ahlo-async:e<tupl32>
  %y2 : tenso}r<4xf32>, tenso
}r<4x
f32>, tensor<5xf32>
}
