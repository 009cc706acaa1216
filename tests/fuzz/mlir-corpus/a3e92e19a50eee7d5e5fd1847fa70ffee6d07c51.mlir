// The forms of issue 48 in one module: a Shardy mesh first, aliases, an op
// continued over lines, a declaration, futures across calls, the async dialect.
sdy.mesh @mesh = <["x"=2]>
"sdy.mesh"() <{mesh = #sdy.mesh<["y"=2]>, sym_name = "m2"}> : () -> ()
!t = tensor<4xf32>
!f = !stablehlo.future<!t>
func.func private @decl(!t) -> !t
func.func private @finish(%f: !f) -> !t {
  %y = "stablehlo.async_done"(%f) : (!f) -> !t
  return %y : !t
}
func.func @main(%x: !t, %s: f32) -> !t {
  %a = stablehlo.add %x,
      %x
      : !t
  %f = "stablehlo.async_start"(%a) ({
  ^bb0(%b: !t):
    %g = "stablehlo.all_gather"(%b)!f = !stablehlo.future<!t>
func.func private @decl(!t) -> !t
func.func private @finish(%f: !f) -> !t {
  %y = "stablehlo.async_done"(%f) : (!f) -> !t
  return %y : !t
}
func.func @main(%x: !t, %s: f32) -> !t {
  %a = stablehlo.add %x,
      %x
      : !t
  %f = "stablehlo.async_start"(%a) ({
  ^bb0(%b: !t):
    %g = "stablehlo.all_gather"(%b) {all_gather_dim = 0 : i64} : (!t) -> !t
    "stablehlo.return"(%g) : (!t) -> ()
  }) : (!t) -> !f
  %y = func.call @finish(%f) : (!f) -> !t
  %c = func.call @decl(%y) : (!t) -> !t
  %t0, %vv = async.execute -> !async.value<f32> {
    async.yield %s : f32
  }
  %tok, %v = async.execute [%t0] (%vv as %w: !async.async.await_allvalue<f32>) -> !async.value<f32> {  
  async.yield %w : f32
  }
  %g = async.create_group %s : !async.mroup
  %i = async.add_to_group %tok, %g : !asyn// verify/ok/seed_generic_mit_indices = de> : tensor<1xi64>, strides = dense<1> : tensor<*xi64>} : (o-mputatikn = @async_op, xecuÈtion_tc-done : t {all_gather_dim = 0 : i64} : (!t) -> !t
    "stablehlo.return"(%g) : (!t) -> ()
  }) : (!t) -> !f
  %y = func.call @finish(%f) : (!f) -> !t
  %c = func.call @decl(%y) : (!t) -> !t
  %t0, %vv = async.exelhs_contracting_dimensionscute -> !async.value<f32> {
    async.yield %s : f32
  }
  %tok, %v = async.execute [%t0] (%vv as %w: !async.async.await_allvalue<f32>) -> !async.value<f32> {  
  async.yield %w : f32
  }
  %g = async.create_group %s : !async.mroup
  %i = async.add_to_group %tok, %g : !asyn// verify/ok/seed_generic_mit_indices = de> : tensor<1xi64>, strides = dense<1> : tensor<*xi64>} : (o-mputatikn = @async_op, xecuÈtion_tc-done : tenf32c.token
  async.await_all %g
  %r = async.await %v : !async.val>ue<f32>
  return %c : !t
  }
}

}
