// MLIR's async dialect as a whole: an async.await is checked by the type of
// what it awaits, wherever that comes from (an argument, a call, a region's
// result, a block argument); only the await of an async.execute of the same
// body is that execute's done. async.func, async.call and async.return.
func.func @await_arguments(%t: !async.token, %v: !async.value<f32>) -> f32 {
  async.await %t : !async.token
  %r = async.await %v : !async.value<f32>
  return %r : f32
}

func.func private @make_token() -> !async.token
func.func private @make_value() -> !async.value<tensor<4xf32>>

func.func @await_call_results() -> tensor<4xf32> {
  %t = func.call @make_token() : () -> !async.token
  async.await %t : !async.token
  %v = call @make_value() : () -> !async.value<tensor<4xf32>>
  %r = async.await %v : !async.value<tensor<4xf32>>
  return %r : tensor<4xf32>
}

async.func @scale(%x: f32) -> (!async.token, !async.value<f32>) {
  %y = arith.mulf %x, %x : f32
  return %y : f32
}

async.func @only_value(%x: f32) -> !async.value<f32> {
  async.return %x : f32
}

async.func @only_token() -> !async.token {
  %t = async.execute {
    async.yield
  }
  async.await %t : !async.token
  return
}

func.func @await_async_calls(%x: f32) -> f32 {
  %t, %v = async.call @scale(%x) : (f32) -> (!async.token, !async.value<f32>)
  async.await %t : !async.token
  %y = async.await %v : !async.value<f32>
  %w = async.call @only_value(%y) : (f32) -> !async.value<f32>
  %z = async.await %w : !async.value<f32>
  %d = async.call @only_token() : () -> !async.token
  async.await %d : !async.token
  return %z : f32
}

func.func @await_region_results(%c: i1, %a: !async.token, %b: !async.value<f32>) -> f32 {
  %t = scf.if %c -> (!async.token) {
    scf.yield %a : !async.token
  } else {
    %e = async.execute {
      async.yield
    }
    scf.yield %e : !async.token
  }
  async.await %t : !async.token
  %v = scf.if %c -> (!async.value<f32>) {
    scf.yield %b : !async.value<f32>
  } else {
    scf.yield %b : !async.value<f32>
  }
  %r = async.await %v : !async.value<f32>
  return %r : f32
}

func.func @await_block_arguments(%lb: index, %ub: index, %s: index, %a: !async.token) {
  %r = scf.for %i = %lb to %ub step %s iter_args(%t = %a) -> (!async.token) {
    async.await %t : !async.token
    %n = async.execute {
      async.yield
    }
    scf.yield %n : !async.token
  }
  async.await %r : !async.token
  %u = "test.region"(%a) ({
  ^bb0(%arg: !async.token):
    async.await %arg : !async.token
    "test.done"() : () -> ()
  }) : (!async.token) -> i32
  return
}

func.func @await_inside_execute(%x: f32) -> f32 {
  %t = async.execute {
    async.yield
  }
  %t1, %v = async.execute -> !async.value<f32> {
    async.yield %x : f32
  }
  %t2, %w = async.execute -> !async.value<f32> {
    async.await %t : !async.token
    %y = async.await %v : !async.value<f32>
    async.yield %y : f32
  }
  %r = async.await %w : !async.value<f32>
  return %r : f32
}

func.func @dependencies_from_elsewhere(%c: i1, %a: !async.token) {
  %t = scf.if %c -> (!async.token) {
    scf.yield %a : !async.token
  } else {
    scf.yield %a : !async.token
  }
  %outer = async.execute [%t] {
    %inner = async.execute [%a] {
      async.yield
    }
    async.await %inner : !async.token
    async.yield
  }
  async.await %outer : !async.token
  return
}

func.func @calls_in_all_forms(%x: f32, %vt: !async.value<!async.token>,
                              %tup: tuple<!async.token>) -> f32 {
  %t, %s = "async.call"(%x) {callee = @scale, note = 1 : i32} : (f32) -> (!async.token, !async.value<f32>)
  %e = async.execute {
    %t2, %s2 = async.call @scale(%x) : (f32) -> (!async.token, !async.value<f32>)
    async.await %t2 : !async.token
    async.yield
  }
  async.await %e : !async.token
  %tt = async.await %vt : !async.value<!async.token>
  async.await %tt : !async.token
  %g = "stablehlo.get_tuple_element"(%tup) {index = 0 : i32} : (tuple<!async.token>) -> !async.token
  async.await %g : !async.token
  %r = async.await %s : !async.value<f32>
  return %r : f32
}

async.func @nested_return(%x: f32) -> !async.value<f32> {
  "test.region"() ({
    "stablehlo.return"() : () -> ()
  }) : () -> ()
  return %x : f32
}

async.func @takes_opaque(%o: !my.t, %x: f32) -> !async.token {
  return
}

func.func @operands_of_unknown_types(%o: !my.t, %c: i1, %x: f32) {
  %y = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    scf.yield %x : f32
  }
  %t = async.call @takes_opaque(%o, %y) : (!my.t, f32) -> !async.token
  async.await %t : !async.token
  return
}

async.func private @external(f32) -> !async.value<f32>

func.func @call_a_declaration(%x: f32) -> f32 {
  %v = async.call @external(%x) : (f32) -> !async.value<f32>
  %r = async.await %v : !async.value<f32>
  return %r : f32
}
