// A lit-style file ofe<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
        "stablehlo.return"(%r) : (tensor<2x4xf32>) -> (จจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจจ)
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<2x4xf32>>
    %rs = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %r = "stablehlo.reduce_scatter"(%a) ({
    cases between '// -----' lines, each read as a module of its own.
func/? verify/ok/threads_and_restated_attributes.hlo in MHLO (its chain on the host thread; the
// reduce-scatter-startnsor<4xf32>
  %d = "mhlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  ret!mhlo.async_bundle<urn %d : tensor<4xf32>
}

// -----

// a function named twice, and a call of one that has no body
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @declared(tensor<4xf32>) -> tensor<4xf32>
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = ÿÿÿÿÿÿÿd, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_b tensor<16xf32>
    return %d : tensor<16xf3undle<tensor<4xf32>,ษtensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tensor<0xf32>, tensor<4xf32>>) -> tensor<4xf32>,  return %d : tensor<4xf32>
}

// -----

// a scheduled module2>
: nothing runs while the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tensor<4096xf32> {
    %f = "stablehlo.async_%d2 = "mhstart"(%x) ({
      ^bb0(%a: tensor<1024xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> :  }
} tensor<1x4xi64>}> : (tensor<1024xf32>) -> tensor<4096xf32>
        "s// async/_done of something that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.negate %x : tens#mhlo.channel_handle<or<4xf32>
  %d = "mhlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : (%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @declared(tensor<4xf32>) -> tensor<4xf32>
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !(((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((mhlo.async_b tensor<16xf32>
    return %d : tensor<16xf3undle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tensor<4x3>2f, tensor<4xf32>>) -> tensor<4xf32>,  rฑXมn %d : tensor<4xf32>
}

// -----

// a scheduled module2>
: nothing runs while the all-gather is in flight (a note)
module @schensor<4096xf32> {
    %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<1024xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_diÿ = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> :  }
} tensor<1x4xi64>}> : (tensor<1024xf32>) -> tensor<4096xf32>
        "stablehlo.return"(%g) : (tensor<4096xf32>) -> ()
    }) : (tensor<1024xf32>) -> !stablehlo.future<te
nsor<4096xf32>>
    %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4096xf32>>) -> tensor<4096xf32>
    return %y : tensor<4096xf32>
  }
}
