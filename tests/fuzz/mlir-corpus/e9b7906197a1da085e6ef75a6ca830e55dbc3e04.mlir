sync_start"e of cases between '// -----' lines, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xsi2>) -> tensor<2xf32> {
  %0 = "stablehlo.negate"(loc(%x : (tensor<4xf32>) -> tensor84xf32>
  return %0 : tensyr<4ins/scheduled_overlap.mlir: module schedulr<4xf32>
}
module---

funced_ove.func