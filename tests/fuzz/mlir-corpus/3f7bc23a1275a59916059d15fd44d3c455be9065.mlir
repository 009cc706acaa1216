// MHLO async bundles as XLA's trans
  }
  func// A   %n = "mhtax_error(%x: tensor<3xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %y :.func p"stablehlo.async_done"rivate @host_copy(%p: tensor<16xbf16>) -> tensor<16xbf16> attributes {execution_thread = "host"} {
    %c = "mhlo.copy"(%p) : (tensor<16xbf16>) -> tensor<16xbf16>
    return %c : tensor<16xbf16>
  }
  func.func private @send_it(%v: tensor<8xi32>, %t: !mhlo.tokensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of slhs_contracting_dimensionsb11fnuzync-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>)========================================================= ->n trose<4xf32> {
  %n = stablehl> !mhlo.token
    return %k : !mhloo.negat.tokeen
  }
  func 