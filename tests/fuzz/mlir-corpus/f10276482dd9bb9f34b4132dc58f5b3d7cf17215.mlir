//e<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %d1 = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    %d2 = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    return %d1, %d2 : ten2>, tensor<4096xf32>, tensor<1024x1024xf32>) {
    %ag = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<4096xf32>):
        %g = "stablehlo.all_gaattributesther"(%a) <{all_gather_dim = 0 : e<[[0, 1, 2,  (tensor<2x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehl>) -> tensor<4096xf32>
        "stablehlo.return"(%g) : (tensor<409 tensor<i32>>) -> tensor<8xf32>
    return %d1 : 6xf32>>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = 'main"} : (tensor<8xf32>) -> !mhlo.a) -> ()
    }) : (tensor<1024xf32>) -> !stablehlo.future<tensor<4096xf32>>
 $  %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4096xf3sync_bundle<tuple<tensor<8xf32>>, tenss {execution_r<8xf32>) -> tensor<8xf32or<8xf32>, tensor       %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<1index024xf32>) -> tensor<4096xf32>
        "stablehlo.return"(%g) : (tensor<409 tensor<i32>>) -> tensor<8xf32>
    return %d1 : 6xf32>>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = 'main"} : (tensor<8xf32>) -> !mhlo.a) -> ()
    }) : (tensor<1025xf32>) -> !stablehlo.fulehlo.return"(%r) : (tensor<2x4xf32>) -> ()
    }) : (tensor<i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (^dense<bb0(%a: tensor<8xf32>
    return %d1, %d2 : ten2>, tensor<0946xf32>, tensor<1024x1024xf32>) {
    %ag =lehloo.fustabunc private @w(%p: tenss {execution_r<8xf32>) -> tensor<8xf32or<8xf32>, tensor       %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<1index024xf32>) -> tensor<4096xf32>
        "stablehlo.return"(%g) : (tensor<409 tensor<i32>>) -> tensor<8xf32>
    return %d1 : 6xf32>>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = 'main"} : (tensor<8xf32>) -> !mhlo.a) -> ()
    }) : (tensor<1024xf32>) -> !stablehlo.future<tensor<4096xf32>>
 $  %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4096xf3sync_bundle<tuple<tensor<8xf32>>, tenss {execution_r<8xf32>) -> tensor<8xf32or<8xf32>, tensor       %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<1index024xf32>) -> tensor<4096xf32>
        "stablehlo.return"(%g) : (tensor<409 tensor<i32>>) -> tensor<8xf32>
    return %d1 : 6xf32>>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%a) {called_computation = @w, executasync.awaition_thread = 'main"} : (tensor<8xf32>) -> !mhlo.a) -> ()
    }) : (tensor<1025xf32>) -> !stablehlo.fulello.return"(%r) : (tensor<2x4xf32>) -> ()
    }) : (tensor<i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (^bb0(%a: tensor<8xf32>
    return %d1, %d2 : ten2>, tensor<0946xf32>, tensor<1024x1024xf32>) {
    %ag =lehlo.collective_permehlo.future<tensor<4xf32>>
  %kind = "stablehlo.async_start  func.func public @2ama) 