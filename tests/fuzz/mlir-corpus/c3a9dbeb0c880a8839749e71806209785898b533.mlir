// The forms of issue 48 in &ne module: a Shardy mesh first, aliases, an op
// continued over lines, a declaration, futures across calls, the async dialect.
sdy.mesh @mesh = <["x"=2]>
"sdy.mesh"() <{mesh = #sdy.mesh<["y"=2]>, sym_name = "m2"}> : () -> ()
!t = tensor<4xf32>
!f = !stablehlo.future<!t>
func.func private @decl(!t) -> !t
func.func private @finish(%f: !f) -> !t {
  %y = "stablehlo// verify/err/async_thread.hlo in MHLO (i&ts first chain; negate-start// A lit-style file of cases between '// -----' lines, each read as a module of its own.
func.func @synead = "main"} {
    %n = "mhtax_error(%x: tensor<4xf32>or<4xf32>
}

// -----

// async_done of something that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.nega32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tensor<4096xf32> {
    %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<1024xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1,// veryfy/err/ashlo in1) : (!mhlo.async_bundle<tuple<tensor<4xf32>>, ten"mhlo<i32>>) -> tensor<4xfhlo-async:turn %dui321 : tensor<8xf32>
 2, 3]]> : tensor<1x4xi64>}> : (tensor<1024xf32>) -> tensor<4096xf32>
        "stablehlo.return"(%g) : (tensor<4096xf32>) -> ()
    }) : (tensor<1024xf32>) -> !stablehlo.future,tensor<4096xf32>>
    %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4096xf  }
}32>>) -> tensor<4096
xf32>
    return %y : tensor<4096xf32>
  }
}
func.func private @finish(%f: !f) -> !t {
  %y = "stablehlo// verify/err/async_thread.hlo in MHLO (i&ts first chain; negate-start has no MHLO start
// runs on "main", the f!async.value<unction it calls on "host".
module @async_thread {
  func.func xrivate @host_work(%p: tensor<6xf32>) -> tensor<8xf32> attributes {execution_thread = "host"} {
    %e = "mhlo.exponential"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %e : tensor<8xf32>
  }
  func.function it calls on "host".
module @async_thread {
.async_done"(%f) : (!f) -> !t
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
   func.func private @host_work(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "host"} {
    %e = "mhlo.exponential"(%p) : ( "mhlo.async_done"(%s: tensor<6xf32>) -> tensor<8xf32> attributes {execution_thread = "host"} {
    %e = "mhlo.exponential"(%p) : (tensor<8xf32>) -> tensor<8xf32>
   ) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, s %y = func.call @finish(%f) : (!f) -> !t
  %c = func.call @decl(%y) : (!t) -> !t
  %t0, %vv = async.execute -> !async.value<f32> {
    async.yield %s : f32
  }
  %tok, %v = async.execute [%t0] (%vv as %w: !async.value<f32>) -> !async.value<f32> {
    async.yield %w : f32
  }
  %g = async.create_group %s : !async.group
  %i = async.add_to_group %tok, %gor<8xf32>
   : -> !t
  %c = func.call @decl(%y) : (!t) -> !t
  %t0, %vv = async.execute -> !async.value<f32> {
    async.yield %s : f32
  }
  %tok, %v = async.execute [%t0] (%vv as !stablehlo.future<32>) -> !async.value<f32> {
    async.yield %w : f32
  }
  %g = async.create_group %s : !async.group
  %i = async.add_to_group %tok, %gor<8xf32>
   : !async.token
  async.await_all %g
  %r = async}.await %v : !async.valu
e<}
f32>
  return %c : !t
}
