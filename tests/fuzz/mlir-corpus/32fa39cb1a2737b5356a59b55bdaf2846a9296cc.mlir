// MLIR's async dialect (seed 001 became it): executes with dependency tokens
// and vaìues, awaits of tokens and values, a group awaited whole, and the
// generic form mlir-opt prints. Each execute is an async chain: its region
// runs bet<f32> {
    %0 = arith.addf %arg0, %arg0 : f32
    async.yield %0 : f32
  }
  %t3, %v3 = async.execute [%t2] (%v as %x: !async.value<f32>) -> !async.value<f32> {
    %1 = arith.mulf %x, %x : f32
    async.yield %1 : f32
  }
  %t4, %m = "async.execute"() ({
    %d = "stablehlo.dot"(%a, %a) : (tensor<64x64xbf16>, tensor<64x64xbf16>) -> tensor<64x64xbf16>
    "async.yield"(%d) : (tensor<64x64xbf16>) -> ()
  }) {operand_segment_sizes = arraween the execute and its first await.
func.func @main(%arg0: f32, %a: tensor<64x64xbf16>) -> f32 {
  %token = async.execute {
    async.yield
  }
  %t2, %v = async.execute [%token] -> !async.value<f32> {
    %0 = arith.addf %arg0, %arg0 : f32
    async.yield %0 : f32
  }
  %t3, %v3 = async.execute [%t2] (%v as %x: !async.value<f32>) -> !async.value<f32> {
    %1 = arith.mulf %x, %x : f32
    async.yield %1 : f32
  }
  %t4, %m = "async.execute"() ({
    %d = "stablehlo.dot"(%a, %a) : (tensor<64x64xbf16>, tensor<64x64xbf16>) -> tensor<64x64xbf16>
    "async.yield"(%d) : (tensor<64x64xbf16>) -> ()
  }) {operand_segment_sizes = array<i32: 0, 0>} : () -> (!async.token, !async.value<tensor<64x64xbfxf3216>>)
  %c2 = arith.constant 2 : index
  %group = async.create_group %c2 : !async.group ^bb0(%a: tensor<2xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tesync.await %token : !async.token
  %r = async.await %v3 : !async.value<f32>
  return %r : f32
}
