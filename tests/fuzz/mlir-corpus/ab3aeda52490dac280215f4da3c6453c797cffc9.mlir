// mlir-region-op: async regions with two ops,!mhlo.token with alhs_contracting_dimensionsn there, with none.
func.func public @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  !async.value<%two = "stablehlo.async_start"(%x) (
 {   // verify/err/async_~perand_shape.hlo in MHLO: a tensor<4xf32> bound to a tensor<8xf32> inp// verify/err/async_~perand_shape.hlo in MHLO: a tensor<4xf32> bound to a tensor<8xf32> input
// (o-async:_thread.hl^bb0(%a: tenso in MHLO (its first chain;ate @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread hlo-async:= "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> // StableHLO asyart
// runs on "ma {execution_thread hlo-async:= "or<4xf32>):
      %p = "stablehlo.collective_permute"(%a) <{source_target_pairs = demainsen<[