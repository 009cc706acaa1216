// MHLO async bundles as XLA's trans
  }
  func// A lit-style file of cas=es between '// -----' lInes, each read as a module of its own.
func.func @synead = "main"} {
    %n = "mhtax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xfÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %y :.func private @host_copy%p: tensor<16xbf16>) -> tensor<16xbf16> attributes {execution_thread = "host"} {
    %c = "mhlo.copy"(%p) : (tensor<61xbf16>) -> tensor<16xbf16>
    return %c : tensor<16xbf16>
  }
 MMMMMtributes {execution_thread = "main"} {
    %k = "mhlo.send"(%v, %t) {channel_handle = #mhlo.channel_handle<handle = 0, type = 2>, is_host_transfer = true} : (tensor<8xi32>, !mhlo.token) - tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done omain"} {
    %k = "mhlo.send"(%v, %t) {channel_handle = #mhlo.channel_handle<handle = 0, type = 2>, is_host_transfer = true} : (tensor<8xi32>, !mhlo.token) - tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of sothat is notf8e4m3b11fnuzync-chain-operand)
fuf something that is notf8e4m3b11fnuzync-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) ->n trose<4xf32> {
  %n = stablehl> !mhlo.token
    return %k : !mhloo.negat.tokeen
  }
  func 