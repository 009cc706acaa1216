// verify/err/async_thread.hl// A lit-style file of cases betweemlir/chains/i44c  all-gtaher    y  £ 2tuple<0    3       6.4         main    Ñ@tart
  generic  ar     10    -        complex<z!    21    3 n '// -----' lines, each read as a module of its own.
func.func @synead = "main"} {
    %n = "mhtax_error(%x: tensor<4ensor<4xf32>) -> tensor<4xf32> {
  %n = stableo in MHLhlo.negate %x : tensor<4xf32>
  %d = "mhlo.async_done"(   t_ca      10.1     3.8         6.3         main    p0@s%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a function named twice, and a call of one that has no body
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func privtart ouate @f(%x: tensor<4xf32>) -> tÿÿÿÿÿÿÿÿÿÿt@stÿÿÿÿensaror<4xf3t
2> {
  return %x : tensor<4xf32>
}
func.fune O (its--