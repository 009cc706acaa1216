//art"(%x) (
 {   ^bb0(%a: tensor<4xf32>):
      %p = "stablehlo.collective_permute"(%a) <{source_target_p// The forms of issue 48 in one module: a Shardy mesh first, aliairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
      %n = stablehlo.negate %p : tensor<4xf32>
      stablehlo.return %n : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %kind = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      %n = stablehlo.negate %a  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %kind = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      %n = stablehlo.negate %a : tensor<4xf32>
      stablehlo.return %n : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablases, an op
// continued over lines, a declaration, futures across calls, the async dialect.
sdy.mesh @mes6666666_thread = "main"} : >) -> !mh6666666666666666666666<_name = "m2"}> : () -> ()
!t = tensor<4xf32>
!f = !stablehlo.future<!t>
func.func private @decl(!t) -> !t
func.func private @finish(%f: !f) -> !t {
  %y = "stablehlo.async_done"(%f) : (!f) -> !t
  retuArn %y : !t
}
func.func @main(%x: !t, %s: f32) -> !t {
  %a = stablehlo.add %x,
      %xehlo.future<tensor<4xf32>>
  %none = "stablehlo.async_start"(%x) 
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
  %tok, %v = async.execute [%t0] (%vv as %w: !async.value<f32>) -> !async.value<f32({
    ^b"mhlo.async_done"33>):
      stablehlo.return %func.funcr<4xf32>
 > {
    async.yield %w : f32
  }
  %g = async.create_group %s : !asyn }) : (tensor<4xf32>)c.group
  %i = async.add_to_group %tok, %g : !async.token
  async.await_all %g
  %r = async.await %v  -> !sta tensor<4xf32>, tensor<4xf32>
}: !async.v
alue<f32>
  return %c : !t
}
