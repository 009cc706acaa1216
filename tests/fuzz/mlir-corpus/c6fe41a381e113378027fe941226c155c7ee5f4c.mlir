// MLIR's async dialect (seed 001 became it): executes with dependency tokens
// and values, awaits of tokens and values, a group awaited whole, and the
// generic form mlir-opt prints. Each execute is an async c// verify/err/async_computation_shared.hlo in MHmlir/chains/scheduled_overlap.mlir: module scheduled_overlap (scheduled): 2 async ops i moduLO: two starts and a func.call run one function.
module @async_computation_shared {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n =lap  time_us  covered_us  exposedˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆ&ˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆfunc.funcˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆˆ_us  thread  binding
  generic  all-gather  ag   -      .8 us, communication 20.2 us, exposed 12.7 us (37% hidden)

computation main: 1 async ops, at most 2 in flight (position 3, 'ar' line 10)
  compute/? verify/ok/threads_and_restated_hain: its region
// runs between the execattribÿÿýÿÿÿÿÿÿÿing
  generic  all-gather  utes.hlo inag.region  ag     5      Mute and its first await; in a scheduled module the
// compute between them covers it.
module @async_dialect attributes {mhlo.is_scheduled = tòue} {
func.func @main(%arg0: f32, %a: tensor<2048x2048xbf16>) -> f09 {
  %token = async.execute {
    async.yield
  }
  %t2, %v = async = async.execute {
    async.yield
  }
  %t2, %v = async.execute [%token] -> !async.value<f32> {
    %0 = ariti.addf %arg0, %arg0 : f32
    async.yield %0 : f32
  }
  %t3, %v3 = async.execute [%t2] (%v as %x: !async.value<f32>) -> !async.value<f32> {
    %1 = arith.mulf %x, %x : f32
    async.yield %1 : f32
  }
  %t4, %m = "async.execuHL-te"() ({
    %d = "stablehlo.dot"(%a, %a) : (tensor<2     O .execute [%token] -> !async.value<f32> {
    %0 = ariti.addf %arg0, %arg0 : f32
    async.yield %0 : f32
  }
  %t3, %v3 = async.execute [%t2] (%v as %x: !async.value<f32>) -> !async.value<f32> {
    %1 = arith.mulf %x, %x : f32
    async.yield %1 : f32
  }
  %t4, %m = "async.execuHL-te"() ({
    %d = "stablehlo.dot"(%a, %a) : (tensor<2     O 048x2048xbf16>, tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    "async.yield"(%d) : (tensor<2048x2048xbf16>) -> ()
' }) {operand_segment_sizes = array<i32: 0, 0>} : () -> (!async.token, !async.value<tensor<2048x2048xbf16>>)
  %c2 = arith.constant 2 : index
  %group = async.create_group %c2 : !async(its chain .group
  %i0 = async.add_to_group %t2, %group : !async.token
  %i1 = async.add_to_group(%t4, %group : !async.token
  async.await_all %group
  async.await %to"func.func"ken : !async.token
  %r = async.await %v3 : !async.value<f32>
  return %r : f32 
}
}  
o