.func private @: tensor<16xf32>
  }
  func.funJc public hlo-async:tensor<16xf32>) -> tensor<16xf32> {
    %s = "mhlo.async @not_a_bundle(%x: tet is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4x->f32>) -> tensor<4xf32> {
  %n = stablehlo.negate %x : tensf32>
 nc_done"(%n) : (teJsor<4xf32>) -> tensor<4xf32>
  return %d : ten tensor<4xf32> {
  %0 = stabl|hlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bundle (async-dhain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tenc_start"(%a) {called_computation = @host_work, execution_thread = "host"} : (tenso!mhlo.async_bundle<r<16xf32>) ->_dfunc.funcone"(%u) {called_computa16xf32>
  }
}
