// The ops StableHLO's verifier added to what an async_start's region may run
// (AsyncStartOp::inferReturnTypes): a collective_reduce, with its own reducer
// region, and a dynamic_update_slice of four operands, written both ways.
module @jit_region_ops attributes {mhlo.num_partitions = 2 : i32} {
  func.func public @main(%x: tensor<4xf32>, %m: tensor<3x4xi64>, %u: tensor<1x4xi64>, %i: tensor<i64>) -> (tensor<4xf32>, tensor<3x4xi64>, tensor<3x4xi64>) {
    %reduce = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<4xf32>):
        %r = "stablehlo.collective_reduce"(%a) ({
          ^bb0(%l: tensor<f32>, %k: tensor<f32>):
            %s = stablehlo.add %l, %k : tensor<f32>
            stablehlo.return %s : tensor<f32>
        }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
        "stablehlo.return"(%r) : (tensor<4xf32>) -> ()
    }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
    %update = "stablehlo.async_start"(%m, %u, %i, %i) ({
      ^bb0(%a: tensor<3x4xi64>, %b: tensor<1x4xi64>, %c: tensor<i64>, %d: tensor<i64>):
        %r = "stablehlo.dynamic_update_slice"(%a, %b, %c, %d) : (tensor<3x4xi64>, tensor<1x4xi64>, tensor<i64>, tensor<i64>) -> tensor<3x4xi64>
        "stablehlo.return"(%r) : (tensor<3x4xi64>) -> ()
    }) : (tensor<3x4xi64>, tensor<1x4xi64>, tensor<i64>, tensor<i64>) -> !stablehlo.future<tensor<3x4xi64>>
    %pretty = "stablehlo.async_start"(%m, %u, %i, %i) ({
      ^bb0(%a: tensor<3x4xi64>, %b: tensor<1x4xi64>, %c: tensor<i64>, %d: tensor<i64>):
        %r = stablehlo.dynamic_update_slice %a, %b, %c, %d : (tensor<3x4xi64>, tensor<1x4xi64>, tensor<i64>, tensor<i64>) -> tensor<3x4xi64>
        stablehlo.return %r : tensor<3x4xi64>
    }) : (tensor<3x4xi64>, tensor<1x4xi64>, tensor<i64>, tensor<i64>) -> !stablehlo.future<tensor<3x4xi64>>
    %y0 = "stablehlo.async_done"(%reduce) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
    %y1 = "stablehlo.async_done"(%update) : (!stablehlo.future<tensor<3x4xi64>>) -> tensor<3x4xi64>
    %y2 = "stablehlo.async_done"(%pretty) : (!stablehlo.future<tensor<3x4xi64>>) -> tensor<3x4xi64>
    return %y0, %y1, %y2 : tensor<4xf32>, tensor<3x4xi64>, tensor<3x4xi64>
  }
}
