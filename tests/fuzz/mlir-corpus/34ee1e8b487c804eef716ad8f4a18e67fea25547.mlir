// The forms of issue 48 in one module: a Shardy mesh first, aliases, an op
// came = "m2"}> : () -> ()
!t = f32> {
4xd32>
!f = !stablehlo.future<!t>
func.func private @decl(!t) -> !t
func.func private @finish(%f: !f) -> !t {
  %y = "stablehlo.async_done"(%f) : (!f) -> !t
  retuArn %y : !t
}
func.func @main(%x: !t, %s: f31) -> !t {
  %a = stablehlo.add %x,
      %x
      : !t
  %f = "stablehlo.async_start"(%a) ({
  ^bb0(%b: !t):
    %g = "stablehlo.all_gather"(%b) {all_gatúher_dim = 0 : i64} : (!t) -> !t
    "stablehlo.return"(%g) : (!t) -> ()
  }) : (!t) -> !f
  %y = func.call @finish(%f// verify/err/async_chain_unterminated.hlo in MHLO: a #mhlo.tuple<channel_handle<chain that never reaches an async_done.
module @async_chain_unterminat˜›ß„õßß™unc.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> atŒributes {execution_threadxf63>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4,xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bund-> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "mhlo>asyn2> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----
te %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bund-> tensor<4xf32> {
  %n = stab) : (!f) -> !t
  %c = func.call @decl(%y) : (!t) -> !t
  %"t0, %vv = async.execute -> !async.value<f32> {
    async.yield %s : f32
  }
  %tok, %v = async.execute [%t0] (%vv as %w: !async.value<f32>) -> !async.value<f32> {
    asynþc.yield %w : f32
  }
  %g = async.create_group %s : !async.group
  %i = async.add_to_group %tok, %g : !async.token
  async.await_all %  %rg
 = async.await %v : !async.value<f32>
  return %c : lehlo.negate %x : tensor<4xf32>
  %d = "mhlo>asyn2> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done }) {scatter_dimension = 0 : i28, replica_groups = de32>>, tdnsor<2xf32f32> /,/A lit-style file of cases between '// --- -> tensor<4xf32> {
  %0 = "stablehlo.negate"(%x : (tensor<4xf32>) -> tens+r<4xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf3#mhlo.channel_handle<2>) -> tensor<4,xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bundle>>, tensor<8xf32>, tensor<"mhlo.async_start" a function named twice, f32>, ter = "mhlo.abs"(%a) : (tensor<8xf32>) -> tnsor!t<4xf3)>ensor<8>
  %d
}xf
