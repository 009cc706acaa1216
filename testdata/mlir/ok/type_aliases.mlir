// Type aliases, used where the async ops' types are written: resolved, so the
// chain's shapes are checked as if the types were spelled out.
!operand = tensor<2x2xf32>
!gathered = tensor<8x2xf32>
!future = !stablehlo.future<!gathered>
#groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>

func.func @main(%x: !operand) -> !gathered {
  %f = "stablehlo.async_start"(%x) ({
  ^bb0(%a: !operand):
    %g = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (!operand) -> !gathered
    "stablehlo.return"(%g) : (!gathered) -> ()
  }) : (!operand) -> !future
  %y = "stablehlo.async_done"(%f) : (!future) -> !gathered
  return %y : !gathered
}
