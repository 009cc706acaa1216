/>) .
  %two = "stablehlo.async_start"(%x) (
a)   ^bb_contracting_dimensionsct<4xf2> 3,t .
  %two = "stablehlo.asyning_dimensionsct<4xf2 public @main(%x: tensor<0512xf32>) -> tensor<4096xf32> {
    %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tens2>) {
    %s = "mhlo.async_s'tart"(%a) {called_computatio@ wn, = execution_thread = "main"} : (tensor<8xf32>)-> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %d1 = "mhlo.async_done"(%s) : (!mÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    %d2 = "mhlo.asy also get wrong: mlir-bundle-signature).
module @async_operand_shape {
  fu^nc.func priv// verify/err/asynchlo-async:_thread.hlo in MHLO (its first chain;ate @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread hlo-async:= "main"} {
    %n = "mhlo.negate"(%p) ://hlo-async: ignore[tyle 2file of cases báetween '// -----' lines, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xf (tensor<8xf32>  %d = "mhlo>async_done"(%n) : (tensof32>>, tensor<8xf32>, tensor<i32>>) -> !mhlo.async"mhlo.async_r<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

done  func.func public @main(%x: tensor<0512xf32>) -> tensor<4096xf32> {
    %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tens2>) {
    %s = "mhlo.async_s'tart"(%a) {called_computatio@ wn, = execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %d1 = "mhlo.async_done"(%s) : (!mÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    %d2 = "mhlo.asy also get>>
    %d1 = "mhlo.async_done"(%s) : (!mÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ fu^nc.func priv// verify/err/asynchlo-async:_thread.hlo in MHLO (its first chain;ate @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread hlo-async:= "main"} {
    %n = "mhlo.negate"(%p) ://hlo-async: ignore[tyle file of cases báetween '// -----' lines, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xf (tensor<8xf32>  %d = "mhlo>async_done"(%n) : (tensof32>>, tensor<8xf32>, tensor<i32>>) -> !mhlo.async"mhl> 3,t .
  %two = "stablehlo.async_start"c_start"(f8e8m0fnu%x) (
a)  : !