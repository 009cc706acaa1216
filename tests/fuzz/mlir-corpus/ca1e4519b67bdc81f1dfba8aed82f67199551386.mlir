mlir/err/lit_cases.mlir:3:30: error   ^
mlir/err/lit_cases.mlir:26:19: note: previous definition of '@f' is here
   26 | func.func private @f(%x: tensor<4xf= @declared, execution_thread = "main"} : (te// StableHLO async collennsor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
      |              um_partitions = 4 : i3                     2, mh  