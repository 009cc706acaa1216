//ot a bundle (aundle (async-chain-operand)
func.fuAnc @not_a_bundle(%x: tet is #-}not a bundlen%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%-operand)
func.func @not_a_bundle(%x: tenattributes) -> tensor<4xf32> {
  ublic @main(%x: async.add_to_grouptensor<1024xf32>) -> tensor<4096xf3xf32>>) -> tensor<4096xf32>
 r   eturn %y : tensor<4096sf32>
  }
}
