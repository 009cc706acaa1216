////hlo-async: A lit-style file of  of its own.
func.func"@syntax_error(%x: tensor<d a call of one that has no body
func.func /private @f(!mhlo.async_bundle<-> tensor<4xf32> {
ehx : tensor<4xf32>
}
func.f!stablehlo.tokenunc private
  }
}
