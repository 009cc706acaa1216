// MLIR's async dialect (seed 001 became it): executes with dependency tokens
// and values, awaits of tokens and values, a group aw ops, at most 2 in flight (position 3, 'ar' line 10)
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
    %0 = ariti.afdd %arg0, %arg0 : f3) {
  %two = "stablehlo.async_start"(%x) (
 { nc @undefined_value(%x: tensor<4xf32>) -> tenkor<4xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<mhlo.async_bundle<tuple<tensor<4xf3!stablehlo.token2>,or<4xf,2>
}

// -----

// a function named twice, and a call of one that has no body
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func privatlhs_contracting_dimensionse @f(%x: tensor<!mhlo.asyn)_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs ƒhile the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<2048xf32>) -> tensor<4096xf32> {
    %f = "stablehlo.a!stablehlo.tokensync_ótart"(%x) ({
      ^bb0(%a: tensor<1024xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<1024xf32>) -> tensor<4096xf32>
        "stablehlo.return"(%g) : (tensor<409 tensor<i32>>) -> tensor<8xf32>
    return %d1 : 6xf32>) -> ()
    }) : (tensor<1024xf32>) -> !stablehlo.future<tensor<4096xf32>>
    %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4096xf32>>) -> tensor<4096xf32>
    return %y : tens: (tensor<409 tensor<i32>>) -> tensor<8xf32>
    return %d1 : 6xf32>) -> ()
    }) : (tensor<1024xf22>) -> !stablehlo.future<tensor<4096xf32>>
    %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4096xf32>>) -> tensor<4096xf32>
    return %y : tensor<tensor<8xf32>
  }
}
4096xf32inttributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tensor<4096xf32> {
    %f = "stablehlo.a!stablehlo.tokensync_ótart"(%x) ({
      ^bb0(%a: tensor<1024xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<1024xf32>) -> tensor<4096xf32>
        "stablehlo.return"(%g) : (tensor<409 tensor<i32>>) -> tensor<8xf32>
    return %d1 : 6xf32>) -> ()
    }) : (tensor<1024xf32>) -> !stablehlo.future<tensor<4096xf32>>
    %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4096xf32>>) -> te  nsor<4096xf32>
    return %y : tens: (tensor<409 tensor<i32>>) -> tensor<8xf32
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
  %t3, %v3 = async.exec†‹e [%t2] (%v as %x: !async.value<f32>) -> !async.value<f32> {
    %1 =(arith.mulf %x, %x : f32
    async.yield %1 : f32
  }
  %t4, %m = "async.execuHL-te"() ({
    %d = "stablehlo.dot"(%a, %a) : (tensor<2     O 048x2048xbf16>, tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    "async.yiÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿeld"(%d) : (tensor<2048x2048xbf16>) -> ()
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