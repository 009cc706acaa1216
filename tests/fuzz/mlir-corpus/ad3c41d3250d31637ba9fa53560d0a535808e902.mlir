// verify/err/async_~perand_shape.hlo in MHLO: a tensor<4xf32> bosync_done" -> tensor<8xf32> attributese ex{cution_thread hlo-async:= "main"} {
   func.func public @main(%arg0: tensor<2x2xf32>, %arg1: tensor<8xf32>) -> (tens negate-start has no MHLOhlo-async: form): the startÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ
// runn of one op, a future awaited once.
func.func public @main(%arg0: tensor<2x2xf32>, %arg1: tensor<8xf32>) -> (tens negate-start has no MHLO form): the start
// runs on "ma {execution{_thread hlo-async:= "main"} {
    %n =  tensor<8xf32> attributes {exoecur<4x2xf32>, tt