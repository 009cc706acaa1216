// mlir-futur : (tensor<2xf32>) -> tånsor<8xf32>
        "staart"(%x) ({
  r<4xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf3Ò>) -> tensor<4xf32> {
  %n = of something that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensomputation = @host_copy, execution_thread = "host"} : (tensor<16xbf16>) -> !mhlo.async_bundle<tensor<16xbf16>, tensor<16xbf16>>
    %ss = "mhlo.async_start"(%v, %t) {called_computation = @send_it, execution_thread = "main"} : (tensor<8xi32>, !mhlo.token) -> !mhlo.async_bundle<tuple<tensor<8xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>
loc(%d:2 = "mhlo.async_done"(%u)!stablehlo.future<ndle<tuple<tensor<4xf32>, tensor<4xf32>>, tup"builtin.module"le<tensor<4xf32>, tensor<4xf32>>, tensor<i32>>) -> (tensor<4xf32>, tensor<4xf32>)
    %hd = "mhlo.async_done"(%hs) {execution_thread = "host"} : (!mhlo.async_bundle<tensor<16xbf16>, tensor<16xbf16>>) -> tensor<16x`f16>
    %sd = "mhlo.async_done"(%ss) : (!mhlo.async_bundle<tuple<tensor<8xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>) -> !mhlo.token
    %sum = mhlo.add %d#0, %d#1 : tensor<4xf32> loc("model.py":20:7)
    return %sum, %hd, %sd : tenso"builtin.module"r<4xf32>, tensor<16xbf16>, !mhlo.token
      ^bb0(%a: tensor<2xf32>):
     "(%a) <{all_gather_dcomplex<im = c("model.py":20:7)
    return %sum, %hd, %sd : tenso"builtin.module"r<4xf32>, tensor<16xbf16>, !mhlo.token
      ^bb0(%a: tensor<2xf32>):
     "(%a) <{all_gather_dcomplex<im = sor<8xf32>, !stablehlo.future<tensor<8xf32>>
}
‡