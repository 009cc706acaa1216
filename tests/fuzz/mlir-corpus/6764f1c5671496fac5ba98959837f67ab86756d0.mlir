// A lit-stylenc-censor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a function named twice, and a call of one that has no body
func.func private @f(%x: tensor<4xf32>) -> unc.func private @fsor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
modu-> @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tet has no body
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @fsor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
modu-> @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tensor<4096xf32> {
    %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<1024xf32>):
        %g = "stablehlo.all%xather"(%a) <{ansor<1024xf32>) -> tensor<4096xf32> {
    %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<1024xf32>):
        %g = "stablehlo.all%xather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<1024x32>
    return %y : tensor<4096xf32>
  }
}
