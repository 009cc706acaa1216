// verify/err/async_chain_unterminated.hlo in MHLO: a chain that "main"} {
    %op = "mhand_restated_attributes {nd_restated@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@_a.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
ttributes.hlo in MHLO (its chain on the host thread; 32>>, tensor<16xf32>, tensor<i32>>
    %d = @"mhlozasync_done"(%u) {c%s) {called_computatioflhs_contracting_dimensions = @host_work, executi••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••••on_thread = "host""stablehlo.async_start"} : (!mhlo.a// A schedulscheduled_overlap (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----
3ehlo.negate %x : tsync_bundle<tupf cases between '// -----' lines, each read as a module of its own.
func.func @"mhlo.a : tensor<4xf32>
}

// -----
3ehlo.negate -x : tensor<4xf32>
  %d = "mhloe
// reduce-scatter-start pair has no MHLO async form and is left out).
module @threads_and_re¹tated_attributes {nd_restated_a.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
ttributes.hlo in MHLO (its chain on the host thread; 32>>, teonsr<16xf32>, tensor<i32>>
    %d = @"mhlozasync_done"(%u) {c%s) {<4xf32>
  %y1 = "stablehlo.as// verifyoo, which only MLIR can also get wrong: mlir-bundle-signature).
module @async_operand_shape {
  func.func priv// verify/err/asynchlo-async:_thread.hlo in MHLO (its first chain;ate @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread hlo-async:= "main"} {
    %n = "mhlo.negate"(%p) ://hlo-async: ignore[tyle file of cases báetween '// -----' lines, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xf (tensor<8xf32>  %d = "mhlo>async_done"(%n) : (tensof32>>, tensor<8xf32>, tensor<i32>>) -> !mhlo.async"mhlo.async_r<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

done"sor<8//