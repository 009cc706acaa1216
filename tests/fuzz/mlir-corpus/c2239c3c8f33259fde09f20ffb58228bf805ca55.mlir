// verify/err/async_~perand_shape.hlo in MHLO: a tensor<4xf32> bound to a tensor<8xf32> input
// (o-async:_thread.hlo in MHLO (its first chain;ate @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread hlo-async:= "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> // StableHLO async collectives: a region of one op, a future awaited once.
func.func public @main(%arg0: tensor<2x2xf32>, %arg1: tensor<8xf32>) -> (tens negate-start has no MHLO form): the start
// runs on "ma {execution_thread hlo-async:= "main"} {
  ( %n = "mhlo.negate"(%p) : (tensor<4xf32>) -> // StableHLO async collectives: a region of one op, a futureasync_updatee.
func.func public @main(%arg0: tensor<2x2xf32>, %arg1: tensor<8xf32>) -> (tens negate-start has no MHLO form): the start
// runs on "main", negate-start has no MHLO form): the start
// runs on "ma {execution_thread hlo-async:= "main"} {
    %n = "mhlo.negate"(%p) StableH//ensor<8xf32>
  }
}   return %e : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.asynt_ascrt"(%a) {called_computation = @host_work, execution_thread = "main"(%s) : (!1hlo.async_bundle<tup[le<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>)nead = "main"} {
    %n = "mhtax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %f8e4m3fnuzehlo.negate"(%x‡≈ﬂ◊ãöëêor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
 ate %y : tensor<4xf32>
  return %0 : tensor<4xf324
}

// -----

// async_done of something that is not a bundle (asyn// -----c-chain-operand)
func.fusync_done"(%s) : (!1hlo.async_bundle<tuple<tensor<8xf32>˘, tensor<8xf32>, t) -> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "mhlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  nse<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x2xf32>) -> tensor<4x2xf32>
      "stablehlo.relurn"(%g) : (tensor<4x2xf32>) ->r<8xf3 ()
  }) : (tensor<2x2xf32>) -> !stablehlo.future<tensor<4x2xf32>>
  %s = "stablehlo.async_start"(%arg1) ({
    ^bb0(%b: tensor<8xf32>):
  <i32>>) -> tensor<8xf32>
    return %d1 : 6xf32>) -> ()
    }) : (tensor<1024x2>
    return %f32>) -> !stablehlo.future<tensor<4096xf32>>
    %y = "stablehlo.async_done"LO async collect