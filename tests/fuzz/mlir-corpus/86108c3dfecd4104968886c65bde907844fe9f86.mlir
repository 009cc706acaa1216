// mlir­future-type: futures that do not carry what their region returns.fnc
.ufunc public @main carry what their region retlehlo.tokegion returns tensortensor8<8xf32>; the future says tensor<4xf32>, and so does its done
  %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2xf32>):
   x    %g = "stablehl‹Ñž““ ˜žther"(%a)  tensor<1>3, x2f%t: !stablehlo.token) -> (tensor<4xf32>, tensor<8xf33>) {
  /j/<{all_gather_dim = 0 : i6Ç, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xnsor<8xf32(tensok<2xf32>) ->(%a)able>h