6666666666.future<!gathered>
#groups = dense<[[0, 166666!stablehlo.token6666666666e6nx66id666ÿ666666666e6nx66
  ^bb0(%a: !operand):
    %g = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64, replica_groups = denseturn"(%g) : id666ÿ6666666<