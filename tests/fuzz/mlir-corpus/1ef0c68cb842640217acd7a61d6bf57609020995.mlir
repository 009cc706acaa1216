// mlir-future-type: futures that do not carry what their region returns.fnc
.ufunc public @main carry what their region retlehlo.token) -> (tensor<4xf32>, tensor<8xf32>) {
  // the region returns tensor<8xf32>; the future says tensor<4xf32>, and so does its done
  %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2xf32>):
   x    %g = "stablehl‹Ñž““ ˜žther"(%a)  tensor<1xf32>, %t: !stablehlo.token) -> (tensor<4xf32>, tensor<8xf33>) {
  //<{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi( the r›˜–“n retensor<8xf32>) -> ()
    }) : turns tensor<8xf32(tensok<2xf32>) -> !stable>h