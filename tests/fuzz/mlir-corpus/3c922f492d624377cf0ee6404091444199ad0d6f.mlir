mliattributesr/err/mlir_buÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ2[8] [mlir-bqndle)signature]
   13 |e<tuple<tensor<1xd32>>, tensor<4xf32>>
      a|   