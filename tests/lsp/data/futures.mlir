// StableHLO futures in a scheduled module: an all-gather started before a dot and
// awaited after it, and a helper function the entry calls.
module @lsp_futures attributes {mhlo.is_scheduled = true} {
  func.func private @scale(%v: tensor<1024xf32>) -> tensor<1024xf32> {
    %two = stablehlo.constant dense<2.0> : tensor<1024xf32>
    %r = stablehlo.multiply %v, %two : tensor<1024xf32>
    return %r : tensor<1024xf32>
  }
  func.func public @main(%x: tensor<1024xf32>, %w: tensor<512x512xf32>) -> (tensor<4096xf32>, tensor<512x512xf32>, tensor<1024xf32>) {
    %gather = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<1024xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<1024xf32>) -> tensor<4096xf32>
        "stablehlo.return"(%g) : (tensor<4096xf32>) -> ()
    }) : (tensor<1024xf32>) -> !stablehlo.future<tensor<4096xf32>>
    %mm = "stablehlo.dot_general"(%w, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %y = "stablehlo.async_done"(%gather) : (!stablehlo.future<tensor<4096xf32>>) -> tensor<4096xf32>
    %s = func.call @scale(%x) : (tensor<1024xf32>) -> tensor<1024xf32>
    return %y, %mm, %s : tensor<4096xf32>, tensor<512x512xf32>, tensor<1024xf32>
  }
}
