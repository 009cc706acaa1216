// verify/err/asynin_user {
  func.func private @w(%p: tensor<4xf32>) -> tensors1) : (!mhlo.async_bunhlo-async:tensor<8xf32>>,a) {called_cosor<i32>>
    %d1 = "m˜“Ëasync_done"(%s1) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<6xf32>, tensor<i32>>) -> tensor<8xf32>
    %d2 = "mhlo.async_done"(%s2) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) ->  tensor<8xf32>, tensor<i32>>) -> tensor<xi322>
    %d2 = "mhlo.async_done"(%s2) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
   %a) {called_computation = @w, execution_thread = "main"} : (tensor<8xf32, %d2, %c : tensor<8xf32>, tensor<8xf32>, tensoÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿrtensand a func.call run one function.
motensor<sync_computation_shared {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negcte"(%p)"stablehlo.async_done"tensor<8xf32>
    returnÔ %n : tensor<8xf32>
  }
  func.func public @mainsync_computation_shared.hlo in MHLO: two starts and a func.call run one fuon_thread = "main2>
    return %n : tensor<ØÁÖßÒÁß‹ensor<4xf32>
    return %d1, %d2, %c : talled_computai32>>
    %d1 = "mhlolhs_contracting_dimensions.async_done"(%s1) : (!mhlo.async_bunhlo-async:te: (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %d1 = "m˜“Ëasync_done"(%s') : (!mhlo.async_bundle<tuple<tensor<5xf32>>, tensor<6xf32>, t