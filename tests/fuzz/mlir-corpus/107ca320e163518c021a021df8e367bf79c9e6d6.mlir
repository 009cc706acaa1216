// verify/err/async_output_shape.hlo in MHLO (i’Œß™irst chain; call-start has no M// mlir-future-await: a future never awaited, one awaited twice; one returned is fine.
func.func public @main(%x: tensor<2xf32>) -> (tensor<4xf32>, tensor<8xf32>, !stablehlo.future<tensor<8xf32>r<2xf32>) -> tensor<8xf32>
        "stable%d2 : turn"(%g) : (tensoHLO form): thf32>, "(%g) : (tensoHLO form)vateundle<tuple<tensor<r<4xf32>, tensor<i32>>
    %d = "mhlo.async_done"(%s(!mhsor<8xf32>) -> !mhlo.async_bundltart: its result is a !stablehlo.future, found f32[8] [mlir-future-type]
   22 |     }) : (tensor<2xf32>) -> te
}
