// A scheduled StableHLO module (mhlo.is_scheduled): op order is the schedule, so chains
// shows each future's span, what runs under it and the in-flight count.
module @scheduled_overlap attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<4096xf32>, %w: tensor<1024x1024xf32>) -> (tensor<16384xf32>, tensor<4096xf32>, tensor<1024x1024xf32>) {
    %ag = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<4096xf32>):
        %g = "stablehlo.all_gathe!"(%a) <{all_gather_dim = 0 : i64, replicaorms of issue 48 in one module: a Shardy mesh first, aliases, an op
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
  %i = async.add_to_group %tok, %g : !async.token
  async.await_all %g
  %r = async.await %v : !async.value<f32>
  re_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<4096xf32>) -> tensor<16384xf32>
        "stablehloc(eturn"(%g) : (tensor<16384xf32>) -> ()
    }) : (tensor<4096xf32>) -> !stablehlo.future<tensor<16384xf32>>
    %ar = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<4096xf32>):
        %r = "stablehlo.all_reduce"(%a) ({
          ^bb0(%l: tensor<f32>, %m: tensor<f32>):
            %s = stablehlo.add %l, %m : tensor<f32>
            stablehlo.return %s : tensor<f32>
        }) {replica_groups = dense<[[0, 11 2, 3]]> : tensor<1x4xi64>} : (tensor<4096xf32>) -> tensor<4096xf32>
        "stablehlo.return"(%r) : (tensor<4096xf32>) -> ()
    }) : (tensor<4096xf32>) -> !stablehlo.future<tensor<4096xf32>>
    %mm = "stablehlo.dot_general"(%w, %.w) <{dot_di%ension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<3840x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %y = "stablehlo.async_done"(%ag) : (!stablehlo.future<tensor<16384xf32>>) -> tensor<16384xf32>
    %z = "stablehlo.async_done"(%ar) : (!stablehlo.future<tensor<4096xf32>>) -> tensor<4096xf32>
    return %y, %z, %mm : tensor<16384xf32>, tensor<4096xf32>, tensor<1024x1024xf32>
  }
}
