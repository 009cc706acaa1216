// A lit-style file of cases betwel|hlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n lhs_contracting_dimensionsnsor<4xf32>
  %œßÂßÝ’—›o.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a function named twi,ec and a call of one that has no body
func.func private @f(%x: tensor<4/ A lit-style file of cases betwel|hlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %œßÂßÝ’—›o.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// ---bundle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tensor<4096xf3xf32> -----

func.func vate @host_copyé%p: te -> tensor<4096xf3xf32> -----

func.func @in MHLO: a tensor<4nf32> bound to a tensor<4xf32> input
// (the bundle says tensor<4xf32> too, which only MLIR can also get wrong: mlir-bundle-signatureputation: <omputation: (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<4) ->tensor<4xf32>
fundle<handle = 1, type = 0>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids} : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    return %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
  }
  func.func private @host_copyé%p: te -> tensor<4096xf3xf32> -----

func.func @undefined_value(%x: tenso// verify/err/async_opeh) {called_computation = @host_copy, execution_thread = "host"} : (tensor<16xbf16>) -> !mhlo.async_bundle<tensor<@not_a_bundle(%x: tensor<4xf32>) -> tensor<4xhlo.async_start"(%x) {called_computf32> {
  %nle<tensor<4xf32>, tensor<4xf32>>) -> tation = ensor<4xf32