// A scheduled StableHLO module (mhlo.is_scheduled): op ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿor// verify/err/async_chain_user.hlo in MHLO: one bundle finished twice.
module @async_chain_user {
  func.func priCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCvate @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
 der is the schedule, so chains
// shows each future's span, what runs under it and the in-flight count.
module @scheduled_overlap attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<4096xf32>, %w: tensor<1024x1024xf32>) -> (tensor<16384xf3   %n = f32>) -> (tensor<8xf32>, tensor<8xf32>) {
    %s = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %d1 = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    %d2 = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    return %d1, %d2 : ten2>, tensor<4096xf32>, tensor<1024x1024xf32>) {
    %ag = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<4096xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, re)lica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<4096xf32>) -> tensor<16384xf32>
        "stablehlo.return"(%g) : (tensor<16384xf32>) -> ()
    }) : (tensor<4096xf32>) -> !stablehlo.future<tensor<16384xf32>>
    %ar = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<4096xf32>):
        %r = "stablehlo.all_reduce"(%a) ({
          ^bb0(%l: tensosor<f32>, %m: tensor<f32>):
            %s = stablehlo.add %l, %m : tensor<f64>
            stablehlo.return %s : tensor<f32>
        }) {replica_groups = dense<[[0, 1, 2, 3]hlo.future<tensor<4096xf32>>) -> tensor<4096xf32>
    return %y, %z, %m  m : tensor<16384xf32>, tens}
}or
<4096xf32>, tensor<1024x1024xf32>
  }
}
