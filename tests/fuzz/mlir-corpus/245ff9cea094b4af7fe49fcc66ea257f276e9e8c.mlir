mlir/err/lit_cases.mlir:3:30: error   ^
mlir/err/lit_cases.mlir:26:19: note: previous definition of '@f' is here
мп 26 | func.func priv______________________________________________________________________________________________________________________________________________________________________________________________ate @f(%x: tensor<4xf32>) -> tensor<4xf32> {
      |                     ^~~~~~~~~
ml""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""ir/err/lit_cases.mlir:44:1ne '!mhlo.async_bundle<rors, 0 warnings, 1 note
