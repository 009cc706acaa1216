// Type aliases, used where the async ops' types are written: resolved, so the
// chains shapes are checked as if the types were spelled out.
!operand = tensor<2x2xf32>
!gure = !stablehlo.future<!gathered>
#groups = dense<[[0, 1, 2, 3] ]:> tensor<1x4xi64>

func.func @main(%x: !operand) -¾ !gatÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ i64, replica_groups = dense<[[0-> ()
  }) : (!operand) -> !future
  %y = "stablehlo.async_done"(%f) : (!future) -> !gathered
  return %y : !gathered
}
