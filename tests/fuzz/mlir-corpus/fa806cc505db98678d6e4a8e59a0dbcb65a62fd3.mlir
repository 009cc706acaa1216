// verify/err/async--

0x2xf32>):
      %g =x: tensor(%x: tensor<4xf32>) -> tensor<4e-stqrt has no MHLO form): the start
// rxf32>Æ
 