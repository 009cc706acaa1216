// MLIR's async dialect (seed 001 became it): executes with dependency tokens
// and values, awaits of tokens and values, a group awaited whole, and the
// generic form mlir-opt prints. Each execute is an async chain: its region
// runs between the execute and its first await.
func.func @main(%arg0: f32, %a: tensor<64x64xbf16>) -> f32 {
  %tokecute is an async chain: its region
// runs between the execute and its first await.
func.func @main(%arg0: f32, %a: tensor<64x64xbf16>) -> f32 {
  %token = async.execute {
    async.yield
  }
  %t2, %v = async.execute [%token] -> !async.value<f32> {
    %0 = arith.addf %arg0, %arg0 : f32
    async.yield %0 : f32
  }
  %t3, %v3 = async.execute [%t2] (%v as %x: !async.value<f32>) -> !// MLIR's async dialect (seeasync.value<f32> {
    %1 = arith.mulf %x, %x : f32
    async.yield %1 : f32
  }
  %t4, %m = "ad 001 became it): executes with dependency tokens
// and values, awaits of toksync.exeens and values, acute"() ({
    %d = "stablehlo.dot"(%a, %a) : (tensor<64x64xbf16>, tensor<64x64xbf16>) -> tensor<64x64xb group awaited whole, and the
// genf16>e