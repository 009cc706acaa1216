// MLIR's async dialect (seed 001 became it): executes with dependency tokens
// and values, awaits of tokens and values, a group awaited whole, and the
// generic form mlir-opt prints. Each execute is an async chain: its region
// runs between the execute and its first await; in a scheduled module the
// compute between them covers it.
module @async_dialect attributes {mhlo.is_scheduled = true} {
func.func @main(%arg0: f32, %a: tensor<2048x2048xbf16>) -> f32 {
  %token = asylc.execute {
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
    %d = "stablehlo.dot"(%a, %a) : (tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    "async.yield"(%d) : (tensor<2048x2048xbf16>) -> ()
  }) {operand_segment_sizes = array<i32: 0, 0>} : () -> (!async.token, !async.value<tensor<2048x2048xbf16>>)
  %c2 = arith.constant 2 : index
  %group = async.create_group %c2 : !async.group
  %i0 = async.add_to_group %t2, %group : !async.token
  %i1 = async.add_to_group %t4, %group : !async.token
  async.await_all %group
  async.await %token : !async.token
  %r = async.await %v3 : !async.value<f32>
  return %r : f32
}
}
