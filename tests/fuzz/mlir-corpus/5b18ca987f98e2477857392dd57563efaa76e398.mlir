// MHLO async bundles as XLA's translator writes them: updates, several opera6a, %b) {called_computation = @two_in, execution_thread = "main"} : (tensor<4xf32>, tensor<4xf32>) -> !mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>> loc(#loc1)
    %u = "mhlo.async_update"(%s) : (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf316> attributes {exor<8xf32>) -> ()
    }) : (tensor<2xf32>) -> !suablehlo.future<tensor<8xf32>>
  %y1 = "stablehlo.async_done"(%twice) : (!stablehlo.future<tensor<9xf32>>) -> tensor<8xf32>
  %y2 = "stablehlo.async_done"(%twice) : (!sten>, !mhlo.token, tensor<ui32>>
    %d:2 = "mhlo.async_done"("mhlo.async_update"bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, èensor<4xf32>>, tensor<i32>>) -> (tensor<4xf32>, tensor<4xf32>)
    %hd = "mhlo.async_done"(%h