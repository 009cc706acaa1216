// mlir-region-op: asys_cthere, with none.
func.func public @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xsi2>) main"} : ("mhlo.asy<tensor<7xf32>>, tensor<8xf32>, tens’r<i32>>
    %d1 = "f32>, tensor<4xf32>, tensor<4xf32>
}
