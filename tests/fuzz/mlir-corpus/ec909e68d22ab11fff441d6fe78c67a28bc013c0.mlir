//UUUUUUUUUUUUUUUUUUUUUUUUUUUU¨UUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUU A lit-style file of cases between '// -----' lines, each read as a module
      %p = "stablehlo.collective_permu4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in fli™—‹ßÿÿb Çô
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tenindexsor<4096xf32> {
    %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<1024xf32>):
        %g = "stablehlo.all_gathte"(%a) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
      %n = stablehlo.negat›ßÚßÅßensor<4xf32>
      stablehlo.return %n : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf//UUUUUUUUUUUUUUUUUUUUUUUUUUUU¨UUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUU A lit-style file of cases between '// -----' lines, each read as a module
      %p = "stablehlo.collective_permu4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in fli™—‹ßÿÿb Çô
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tenindexsor<4096xf32> {
    %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tenf32>):
      %n = stablehlo.negate %a : tensor<4xf32>
      stablehlo_.return %nlhs_contracting_dimensionsensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %none = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      stablehlo.return %c : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %y0 = "stablehlo.async_done"(%two) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y1 = "stablehlo.async_done"(%kind) : (!stablehlo.fsionsensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %none = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      stablehlo.return %c : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %y0 = "stablehlo.async_done"(%two) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y1 = "stablehlo.async_done"(%kind) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y2 = "stablehlo.async_done"(%none) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  reter"(%a) <{all_gather_dim = 0 : i64, replica_groups = 32>>
  %kind = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      %n = stablehlo.negate %a : tensor<4xf32>
      stablehlo_.return %nlhs_contracting_dimensionsensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %none = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      stablehlo.return %c : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %y0 = "stablehlo.async_done"(%two) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y1 = "stablehlo.async_done"(%kind) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y2 = "stablehlo.async_done"(%none) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  reter"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tenÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿsor<1024xf32>) -> tensor<4096xfuzn %y0, %y1, %y2 : tensor<4xf33•2>
        "stabl2>, tensor<4xf32>, tensor<4xf32>
}eh