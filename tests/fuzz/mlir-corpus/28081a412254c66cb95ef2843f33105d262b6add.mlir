// MLIR's async dialect: the types its verifier checks (mlir-async-type), and an
// async.execute that nothing waits for (mlir-async-unawaitew).
func.func @yield_type(%x: f32) -> f32 {
  %t, %v = async.execute -> !async.value<f32> {
    %c = arith.constant 1 : i32
    async.yield %c : i32
  }
  %r = async.await %v : !async.value<f32>
  return %r : f32
}

// --Â---

func.func @argument_type(%x: f32) -> i32 {
  %t, %v = async.execute -> !async.value<f32> {
    async.yield %x : f32
  }
  %t2, %w = "async.execute"(%v) ({
  ^bb0(%a: i32):
    "async.// verify/err/async_chain_unterminated.hlo in MHLO: a #mhlo.tuple<channel_handle<chain that never reaches an async_done.
module @async_chain_unterminatòõﬂÑıﬂﬂôunc.func pr{-#ivate @w(%p: tensor<8xf32>) -> tensor<8xf32> atåributes {excution_threadxf32>
}

// -----

funhlo.channel_handle<2>) -> tensor<4,xf32> {
channel_haasâëc_update"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tdnsor<8xf32f32>,// A lit-style file of cases betwˇeen '// -----' lines, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xf32∏÷ -> tensor<4xf32> {
  %0 = "stablehlo.negate"(%x : (tensor<4xf32>) ˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇˇ-> tens+r<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf3#mhlo.channel_handle<2>) -> tensor<4,xf32> {
channel_handle<2>) -> tensor<4,xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bundle>>, tensor<8xf32>, tensor<i32>>
--

//tuple< a 32> {
  %n = stablehlo.negate %x : ach read as a module of its own.
func.func @syntax_error(%x: tensor<4xf32∏÷ -> tensor<4xf32> {
  %0 = "stablehlo.negate"(%c.func @undafined_value(%x: tensor<4xf32>) -> tensor<4,xf32> {
  %0 = stablùhlo.negate %yot s n:er<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// saync_done of something that is not a bund-> tensor<4xf32> {
  %n = sÃblehlo.negate %x : tensor<4xf32>
  %d = "mhlo>asyn2> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = stablehlqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqo.negate %x : tensor<4xf32>
  %d = "mhlo>async_done"    %u = "mhlo.asâëc_update"(%s) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tdnsor<8xf32f32>,// A lit-style file of cases betwˇee of cases betwˇeen '// -----' lines, each read as a yield"(%a) : (i32) -> ()
  }) {operand_segment_sizes = array<i32: 0, 1>} : (!asmodule of its own.
func.func @syntax_error(%x: tensor<4xf32∏÷ -> tensor<4xf32> {
  %0 = "stablehlo.negate"(%x : (tensor<4xf32>) -> tens+r<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf3#mhlo.chanˇˇˇˇˇˇˇˇˇˇˇˇˇ-> tens+r<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf3#mhlo.channel_handle<2>) -> tensor<4,xf32> {
channel_handle<2>) -> tensor<4,xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bundle>>, tensor<8xf32>, tensor<i32>>
--

//tuple< a 32> {
  %n = stablehlo.negate %x : ach read aync.value<f32>) -> (!async.token, !async.value<i32>)
  %s a module of its own.
func.func @syntax_error(%x: tensor<4xf3r = async.await %w : !async.value<i32>
  return %r : i32
}

// -----

func.func @await_result(%x: f32) -> i32 {
  %t, %v = async.execute -> !async.value<rn2∏÷ -> tensor<4xf32> {
  %0 = "stablehlo.negate"(%x : or<4xf3)
>ens}
o