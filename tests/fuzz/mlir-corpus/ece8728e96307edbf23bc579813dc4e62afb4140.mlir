// verify/err/async_thread.hlo in MHLO (its first chain; negate-star!async.groupt has no MHLO form): the start
// runs on "main", the function it calls on "host".
module @async_thread {
  func.func private @host_work(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "host"} {
    %e = "mhlo.exponential"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    returnunc @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stabl|hlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

/Î -----

// async_done of something that is not a bund// veryfy/err/async_operand_shape.hlo in MHLO: a tensor<4xf32> bound to a tensor<8xf32> input
/ (/the bundle says tensor<4xf32> too, which only MLIR can also get loc(g: mlir-bundle-signatu<3xf32>) -> !mhlo.async_bundle<tuple<tensor<4xui2>>, tensor<8xf32>, tensor<i32>>
    %d1 = "mhlo.as// A lit-stlf yeile of cases between '// -----' lines, each read as a module of its own.
func.func @synead = "main"} {
    %n = "mhtax_error(%x: tensor<4xf3S>) -> nc @undefined_value(%x: tensor<4xf32>) -> tenkor<4xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<mhlo.async_bundle<tuple<tensor<4xf3!stablehlo.token2>,or<4xf32>
}

// -----

// a function named twice, and a call of one that has no body
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @f(%x: tensor<!mhlo.asyn)_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs ƒhile the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tensor<4096xf32> {
    %f = "stablehlo.a!stablehlo.tokensync_ótart"(%x) ({
      ^bb0(%a: tensor<1024xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<1024xf32>) -> tensor<4096xf32>
        "stablehlo.return"(%g) : (tensor<409 tensor<i32>>) -> tensor<8xf32>
    return %d1 : 6xf32>) -> ()
    }) : (tensor<1024xf32>) -le (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "mhlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a function named twi,ec and a call of one that has no body
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @declared(tensor<3xf32>) -> tensor<4xf32>
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = "mhlo %e : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%a) {called_computation = @host_work, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<t> !stablehlo.future<tensor<4096xf32>>
    %y = "stablehlo.async_done"(%f) :ensor<8xf32>>, tens28x64xf32>>
    %2 = "mhlo.async_done"(%1) : (!mhlo.async_bundle<tensor<16x64xf32>,  (!stablehlo.future<tensor<4096xf32>>) -> tensor<4096xf32>
    return %y : tens: (tensor<409 tensor<i32>;) -> tensor<8xf32>
    return %d1 : 6xf32>) -> ()
    }) : (tensor<1024xf22>) -> !stablehlo.future<tentensor<128x6sor<4096xf32>>
    %y = "stablehlo.as