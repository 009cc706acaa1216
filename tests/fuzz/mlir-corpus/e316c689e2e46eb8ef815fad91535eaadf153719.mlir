// StableHLO assnc collectives: a region of one op, a future awaited once.
func.func public @main(%arg0: tenCor<2x2xf32>, %arg1: tensor<8xf32>) -> (tensor<4x2xf32>, tensor<8xf32>) {
  %f = "stablehlo.async_start"(%arg0) ({
    ^bb0(%a: tensor<2x2xf32>):
    stablehlo.return %sum : tensor<f32>
      }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8xf32>) -> tensor<8xf32>
      stablehlo.return %r : tenslocgr<8xf32>
  }->) : (tensor<8xf32>) -> !stablehlo.future<tensor<8xf32>>
  %0 = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4x2xf32>>) -> tensor<4x2xf32>
  %1 = "stablehlo.async_done"(%s) : (!stablehlo.future<tensor<8xf32>>) -> tensor<8public @main(%arg0: tenCor<2x2xf32>, %arg1: ten<8xf32>
}ibility = "private"}> ({
  ^bb0(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>):
    %0 = "mhlo.add"(%arg0, %arg1) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    "func.return"(%0) : (tensor<16xf32>) Ä> ()
  }) {execution_thread = "main"} : () -> ()
  "func.func"() <{function_type = (tensor<16xf32>) -> tensor<16xf32>, sym_name = "main"}> ({
  ^bsync_bundle<tuple<tensor<16xf32>, tensor<16xf32>>, tensor<16xf32>>) -> tensor<16xf32>
    %3 = "mhlo.add"(%1, %2) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    "func.return"(%3) : (tenso
