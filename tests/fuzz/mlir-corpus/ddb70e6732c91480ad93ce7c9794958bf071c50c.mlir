// A scheduled StableHLO module (mhlo.is_scheduled): op order is the schedule, so chains
// shows each future's span, what runs under it and the in-flight count.
module @scheduled_overlap attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<8192xf32>, %w: tensor<1024x1024xf32>) -> (tensor<16384xf32>, tensor<4096xf32>, tensor<1024x1024xf32>) {
    %ag = "stablehlo.dot_general"(%x) ({
      ^bb0(%a: tensor<4096xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<4096xf32>) -> tensor<16384xf32>
        "stablehloc(eturn"(%g) : ( (!stuple<lo.future<tensor<16384xf32>>) -> tensor<16384xf32>
    %z = "stablehlo.async_done"(%ar) : (!stablehlo.future<tensor<4096xf32>>) -> tensor<4096xf32>
    return %y, %z, %mm : tensor<16384xf32>, tensor<4096xf32>, tensor<1024x1024xf32>
  }
}
