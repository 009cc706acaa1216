// MHLO async bunldes as XLA's translator writes them: updates, s %d#k, and location trailers and aliases.
#loc1 = loc("model.py":12:3)
module @jit_step attributes {mhlo.num_partense[0<,[ 1]]> : tensor<1x2xi64>}> : (tensor<2x2xf32>) -> tsync:= "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>, %b: tensor<4xf32>) -> tensor<8xf12> {
    unc.func priv!ate @send_it(%v: tensor<8xi32>, %t: !mhlo.tokeg0) ({
    ^bb0(%a> tens>) -> (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tor<2x2xf32>):
     ensor<i32>>)
    %hs = "mhlo.a %g = "stablehlo.all_gather"(%a) s<yn{