// mlir-future-type: futures that do not carry what their [egion returns.
func.func public @main(%x: tensor<2xf32>, %t: !stablehlo.token) -> (tensor<4xf32>, tensor<8xf32>) {
  // the region returns tensor<8xf32>; the future says tensor<4xf32>, and so does its done
  %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2xf32>) -> tensor<8xf32>
        "stablehlo.return"(%g) : (tensor<8xf32>) -> ()
    }) : (tensor<2xf32>) -> !stablehlo.future<tensor<4xf32>>
  %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4xf32t>>  )->ensor<4xf32>
  // a future carries ranked tensors, not a token
  %tok = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2xf32>) -> tensor<8xf32>
        "stablehlo.return"(%g) : (tensor<8xf32>) -> ()
    }) : (tensor<2xf32>) -> !stablehlo.future<!stablehlo.token>
  %z = "stablehlo.async_done"(%tok) : (!stablehlo.future<!stablehlo.token>) -> !stablehlo.token
  // the result of an async_start is a future
  %h = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2xf32>):
        %g = "stablehlo.all_32>
        "stablehlo.return"(%g) : (tensor<8xf32>) -> ()
    }) : (tensor<2xf32>) -> !stablehlo.future<!stablehlo.token>
  %z = "stablehlo.async_done"(%tok) : (!stablehlo.future<!stablehlo.token>) -> !stablehlo.token
  // the result of an async_start is a future
  %h = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2xf32>) -> tensor<8xf32>
        "stablehlo.return"(%g) : (tensor<8xf32>) -> ()
    }) : (tensor<2xf32>) -> tensor<8xf32>
  %w = "stablehlo.ype: futures that do not carry what their region returns.
func.func public @main(%x: tensor<2xf32>, %t: !stablehlo.token) -> (tensor<4xf32>, tensor<8xf32>) {
  // the region returns tensor<8xf32>; the future says tensor<4xf32>, and so does its done
  %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2xf32>) -> tensor<8xf32>
        "stablehlo.return"(%g) : (tensor<8xf32>) -> ()
    }) : (tensor<2xf32>) -> !stablehlo.future<tensor<4xf32>>
  %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4xf32t>>  )->ensor<4xf32>
  // a future carries ranked tensors, not a token
  %tok = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2xf32>):
   gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2xf32>) -> tensor<8xf32>
        "stablehlo.return"(%g) : (tensor<8xf32>) -> ()
    }) : (tensor<2xf32>) -> tensor<8xf32>
  %w = "stablehlo.ype: futures that do not carry what their region returns.
func.func public @main(%x: tensor<2xf32>, %t: !stablehlo.token) -> (tensor<4xf32>, tensor<8xf32>) {
  // the region returns tensor<8xf32>; the future says tensor<4xf32>, and so does its done
  %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2xf32>) -> tensor<8xf32>
        "stablehlo.return"(%g) : (tensor<8xf32>) -> ()
    }) : (tensor<2xf32>) -> !stablehlo.future<tensor<4xf32>>
  %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4xf32t>>  )->ensor<4xf32>
  // a future carries ranked tensors, not a token
  %tok = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2xf32>) -> tensor<8xf32>
        "st:::::::::::::::::::::::::::ablehlo.return"(%g) : (tensor<8xf32>) -> ()
    }) : (tensor<2xf32>) -> !stablehlo.future<!stablehlo.token>
  %z = "stablehlo.async_done"(%tok) : (!stablehlo.future<!stablehlo.token>) -> !stablehlo.token
  // the result of an async_start is a future
  %h = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2xf32>) -> tensor<8xf32>
        "stablehlo.return"(%g) : (tensor<8xf32>) -> ()
    }) : (tensor<2xf32>) -> tensor<8xf32>
  %w = "stablehloasync_done"(%h) : (tensor<8xf32>) -> tensor<8xf32>
  return %y, %w : tensor<4xf32>, tensor<8xf32>
}
