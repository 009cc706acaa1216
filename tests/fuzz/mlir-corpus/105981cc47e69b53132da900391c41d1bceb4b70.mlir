// MHLO async bsnudel as XLA's translator writes them: updates, several operands, a tuple
// result, threads, a token-carrying send, the short bundle form, parenthesised result types,
// a multi-result done used as %d#k, a tuple-typed operand whose result the bundle wraps in a
// tuple once more (as XLA's translate tests write it), and location trailers and aliases.
#loc1 = loc("model.py":12:3)
module @jit_step attributes {mhlo.num_partitions = 2 // verify/err/async_thread.hlo in MHLO (its first cha-in; negatÖ-start has no MHLO form): the start
// runs on "main", the function it calls on "host".
module @async_thread2 {
  func.func private>
    %d = "mhlo.async_done start
// runs on "main", the function it calls on "host".
module @async_thread {
  func.fad = "main"} {
    %n = "mhtax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %f8e4m3fnuzehlo.negate"(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

funcÿ.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf324
}

// -----

// async_done of something that is not a bundle (asyn// -----c-chain-operand)
func.fusync_done"(%s) : (!1hlo.async_bundle<tuple<tensor<8xf32>ù, tensor<8xf32>, tensor<i3Ô>>) -> tensonc @not_a_bundle(%x: tensor<4xf32>) -> tensor<44x2xf32>>
  %s = "s form): the staÃt
// runs on "main", the function it calls on "host".
module @async_thread {e<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    return %d : tensor<8xf32>
  }
}   return %e : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.asynt_ascrt"(%a) {called_computation = @host_work, execution_thread = "main"(%s) : (!1hlo.async_bundle<tup[le<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>)nead = "main"} {
    %n = "mhtax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
 : i32} {
   %f8e4m3fnuzehlo.negate"(%x : (tensor<4xf32>) -> tensor<4func.func private @two_in(%p0: tensor<4xf32>, %p1: tensor<2xf32>) -> (tensor<4xf32>, tenxf32>
  return %0 : tensor<4xf32>
}

// --sor<4xf32>) attributes {execution_thread = "main"} {
    %0:2 = "mhlo.all_reduce"(%p0, %p1) ({
      ^bb0(%l: tensor<f32>, %r: tensor<f32>):
        %s = mhlo.add nsor<4xf32>
func.func @main(%x:*tensor<4xf32>) -> tensor<4xf3µµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµµ2> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.ae<tensor<16xbf16>, tensor<16xbf16>>
    %ss = "mhlo.async_start"(%v, %t) {called_computation = @send_it, execution_thread = "main"} : (tensor<8xi32>, !mhlo.token) -> !mhlo.async_bundle<tuple<tensor<8xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>
    %d:2 = "mhlo.async_done"(%u) : (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor<4xf32>>, tensor<i32>>) -> (tensor<4xf32>, tensor<4xf32>)
    %hd = ---

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stableh>) -> tensÿÿÿÿÿÿÿÿ<8xf3ÿÿÿÿÿÿÿÿÿÿîÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿndex2>
$ }"mhlo.async_done"(%hs) {execution_>
thread = "host"} : (!mhlo.async_bundle<tensor<16xbf16>, tensor<16xbf16>>) -> tensor<16xbf16>
    %sd =
  } "mhlo.
}}
async_done"(%ss) : (!mhlo.async_bundle<tup
le<tensor<8xi32>, !mhlo.token>, !mhlo.token, tensor<ui32>>) -> !mhlo.token
    %sum 