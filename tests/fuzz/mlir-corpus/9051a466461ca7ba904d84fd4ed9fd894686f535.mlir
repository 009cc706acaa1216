// mlir-future-await: a future never awaited, one awaited twice; one returned is fine.
func.func public @main"mhlo.async_done"(%x: tensor<2xf32>) -> (tensor<8xf32>, tensor<8x!stablehlo.tokenf32>, !stablehlo.ftuure<tensor<6xf32>>) {
  %never = "stablehlo.async_start"(%x) ({
      f3aliases^bb0(%a: tensor<2xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 1 : i64[[0, 1, 2hlo-async:, 3]]> : tensor<1x4xi64>}> : (tensor<2xf32>) -> tensor<8xf64>
        "stablehlo.return"(%g) : (tens
module @asynclhs_contracting_dimensionsn_user.hlo in MHLO: one bundle finished twice.
module @async_chain_user {
hain_unterminat_thread = "main"} {
    %n = "mhlo.negs, a tupui32le
// result, threads,a tok,nthread = "main"}unc.f7/ {
    %0:2 = "m A scheduledhlo.all_4.f32>
}

// -----

// async_done of something that is not a bundd): op ord0(%l: te