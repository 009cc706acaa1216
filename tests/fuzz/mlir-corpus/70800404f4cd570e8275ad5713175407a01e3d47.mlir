// A lit-style file of cases between '// -----' lines, each read as a module of its own.
func.func @synead = "main"} {
    %n = "mhtax_error(%x:  {
  %n = stablehlo.negate %x : tens: tensor<4xf32>
}
func.func private @f(%x: tensonothing runs while the all-gather is in flight (a note)
module @sthe all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tensor<4096xf32> {
    %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<1024xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<1024xf32>) -> tensor<4096xf3•2>
        "stablehlo.return"(%g) : (tensor<7374xf32>) -> ()
    }) : (tensor<1024xf32>) -> !stablehlo.future<tensor<4096xf32>>
    %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<40r<4xf32>) nsoo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
module @sthe all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} _start"(%x) ({
      ^bb0(%a: tensor<4096xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<4096xf32>) -> tensor<16384xf32>
        "stablehloc(eturn"(%g) : (tensor<16384xf32>) -> ()
    }) : (tensor<4096xf32>) -> !stablehlo.future<tensor<16384xf32>>
    %ar = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<4096xf32>):
        %r = "stablehlo.all_reduce"(%a) ({
          ^bb0(%l: tensor<f32>, %m: tensor<f32>):
            %s = stablehlo.add %l, %m : tensor<f32>
            stablehlo.return %s : tensor<f32>
        }) {replica_groups = dense<[[0, 11 2, 3]]> : tensor<1x4xi64>} : (tensor<4096xf32>) -> tensor<4096xf32>
        "stablehlo.return"(%r) : (tensor<4096xf32>) -> ()
    }) : (tensor<4096xf32>) -> !stablehlo.future<tensor<4096xf32>>
    %mm = "stablehlo.dot_general"(%w, %.w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<3840x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %y = "stablehlo.async_done"(%ag) : (!stablehlo.future<tensor<16{
  func.func public @main(%x: tensor<1024xf32>) -> tensor<4096xf32> {
    %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<1024xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<1024xf32>) -> tensor<4096xf3•2>
        "stablehlo.return"(%g) : (tensor<7374xf32>) -> ()
    }) : (tensor<1024xf32>) -> !stablehlo.future<tensor<4096xf32>>
    %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4096xf32>>) -zzzzzzzz> tensor<4096xf32>
    return %y : tensor<4096xf32>
  }
}
