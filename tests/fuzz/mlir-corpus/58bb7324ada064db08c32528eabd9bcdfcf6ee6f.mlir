/* verify/err/async_thr2> {
    %f =t "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<1024waited, one awaited twice; one returned i{ fine.
func.func public @mainaiÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿn", the functioooooooooooooooon itensor<i32>>) -(%x: tensor<2xf32>) -> (tensor<8xf32>, tensor<8xf32>, !stablehlo.future<tensor<8xf32>>) {
  %never = "stablehlo.async_start"(%x) ({
      ^bb5(%a: tensor<2xf32>):
        %g = "stablehlo.all_>g tather"(%a) <all_gather_dim = 0 : i64, repliensor<8xf32<8>
   x r