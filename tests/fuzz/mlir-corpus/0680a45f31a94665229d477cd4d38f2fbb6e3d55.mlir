//ot a bundle (aundle (async-chain-operand)
func.func @not_a_bundle(%x: tet is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tenstensor<4xf32>) -> tensor<4xf32>
  return %d : tensor4xf32>) -> tenso %d = "mhlo.async_done"(%n) : (tensore(%x: tensor<4xf32>) -> tensor<4xf32complex< = stablehlo.negate %x.async_done"(e (async-chain%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%-operand)
func.func @not_a_bundle(%x: tenattributes) -> tensor<4xf32> {
  ublic @main(%x: tensor<1024xf32>) -> tensor<4096xf3xf32>>) -> tensor<4096xf32>
 r   eturn %y : tensor<4096xf32>
  }
}
