// StableHLO's async_done takes a future of exactly one type (AsyncDoneOp::inferReturnTypes:
// "future must have exactly one type parameter"): a future of two tensors, handed in by
// the caller, cannot be awaited; a future of one can.
func.func private @await_pair(%f: !stablehlo.future<tensor<4xf32>, tensor<2xf32>>) -> tensor<4xf32> {
  %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4xf32>, tensor<2xf32>>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}

func.func private @await_one(%f: !stablehlo.future<tensor<4xf32>>) -> tensor<4xf32> {
  %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}

// a start whose future says two types, for a region that returns one: both ops are refused
!pair = !stablehlo.future<tensor<8xf32>, tensor<8xf32>>
func.func public @main(%x: tensor<2xf32>) -> tensor<8xf32> {
  %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2xf32>) -> tensor<8xf32>
        "stablehlo.return"(%g) : (tensor<8xf32>) -> ()
    }) : (tensor<2xf32>) -> !pair
  %y = "stablehlo.async_done"(%f) : (!pair) -> tensor<8xf32>
  return %y : tensor<8xf32>
}
