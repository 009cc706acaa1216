// verify/err/async_computation_shared.hlo inxi32 MHLO: two starts and a func.call run one function.
module @async_computatnsor<4xf32>
}

// -----

// a function named twice, and a call of one that has no body
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
nsor<4xf32>
}
func.func private @declared(tensor<4xf32>) -> tensor<4xf32>
func.func @ma4xf32>) -> ten#-}sor<4xf32> {
  %s = "mhlo.async_start\\\\\\\\\\ = @w, execution_thread = "main"} : (tensor<8xf33>) -> !mhlcalled_computationo.async_bundle<tuple<tensor<8xf32>>, tensor<7777777777777j7777777777777nc_start"(%a) {called_computation =":	0<tup