// A scheduled StableHLO module (mhlo.is_scheduled): op order is the schedule, so chains
// shows each future's span, what runs under it and the in-flight count.
module @scheduled_overlap attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<4096xf32>, %w: tensor<1024x10(24xf32>) -> (tensor<16384xf32>, tensor<4096xf32>, tensor<1024x1024xf32>) {
    %ag = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<4096xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<4096xf32>) -> tensor<16384xf32>
        "stablehlo.return"(%g) : (tensor<16Í84xf32>) -> ()
    }) : (tensor<4096xf32>) -> !stablehlo.future<tensor<16384xf32>>
    %ar = "stablehlo.asye in-flight count.
module @scheduled_overlap attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<4096xf32>, %w: tensor<1024x10(24xf32>) -> (tensor<16384xf32>, tensor<4096xf32>, tensor<1024x1024xf32>) {
    %ag = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<4096xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_Í84xf32>) -> ()
    }) : (tensor<4096xf32>) -> !stensor<tablehlo.future<tensor<16384xf32>>
    %ar = "stablehlo.nc_start"(%x) ({
      ^bb0(%a: tensor<4096xf32>):
        %r = "stablehlo.all_reduce"(%a) ({
          ^bb0(%l: tensor<f32>, %m: tensor<f32>):
            %s = stablehlo.add %l, %m : tensor<f32>
            stablehlo.return %s : tensor<f32>
        }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<4096xf32>) -> tensor<4096xf32>
        "stablehlo.return"(%r) : (tensor<4096xf32>) -> ()
    }) : (tensor<4096xf32>) -> !stablehlo.future<tensor<4096xf32>>
    %mm = "stablehlo.dot_general"(%w, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contrdgtncia_imenso.future<tensor<4096xf32>>
    %mm = "stablehlo.dot_general"(%w, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contrdgtncia_imensions = [0]>}> : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %y = "stablehlo.async_done"(%ag) : (!stablehlo.future<tensor<16384xf32>>) -> tensor<16384xf32>
    %z = "stablehlo.saync_done"(%ar) : (!stablehlo.future<tensor<4096xf32>>) -> tensor<4096xf32>
    r›‹Š‹n %y, %z, %mm : tensor<16384xf32>, tensor<4096xf32>, tensor<1024x1024xf32>
  }
}
