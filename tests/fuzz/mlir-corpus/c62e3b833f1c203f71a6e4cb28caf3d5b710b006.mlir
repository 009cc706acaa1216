// A lit-style file of cases between '// -----' lines, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(%x : (tensor<4xf32>)dy
func.func private @f(%x: tensor<2xf32>) -> tensor<4xf3 tensor<1x2xi64>, use_global_device_ids} : (tensor<4xf32>, tensor<4xf32>) -ensor<4xf32>
  }<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while th!stablehlo.tokenin flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tensor<4096xf32> {
    %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<1024xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor{
  %n = stablehlo.negate %x :¥tensor<4xf32>
  %d = 32>) -> !stablehlo.future<tensor<4096xf32>>
    %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tebnsor<4096xf32>>) -> tensor<4096xf32>
    return %y : tensor<4096xf32>
  }
}
