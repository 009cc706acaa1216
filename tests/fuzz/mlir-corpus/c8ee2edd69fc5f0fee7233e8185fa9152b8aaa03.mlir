??t
  retuArn %y : !t
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
  %"t0, %vv = async.execute -> !async.value<f32> {
    async.yield %s : f32
  }
  %tok, %v = async.execute [%t0] (%vv as %w: !async.value<f32>) -> !async.value<f32> {
    async.yield %w : f32
  }
  %g = async.create_group %s : !async.group
  %