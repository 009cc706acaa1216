// A lit-style file of cases between '// -----' lines, each read as a module> tensor<4xf32>
  return %0 : tensyr<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tehlo-async:nsor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "mhlo.async_done"(%n) : (tensor<4x<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(loc(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensyr<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tehlo-async:nsor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "mhlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

/// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stabl|hlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of somethi: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @declared(tensor<4xf32>) -> tensor<4xf32>
func.func !stablehlo.token<4xf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tenunc.func @syntax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(loc(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensyr<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  sor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the alxf32l-gather is in flight (a note)
or<4xf32>
  return %0 : tensyr<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  sor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
module @scheduled attributes #-}lo.is_scheduled = true} {
  func.func pubf32>) -> tensor<4xf32>
  rensor<4xf32> {
  %0 = stabl|hlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of somethi: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @declared(tensor<4xf32>) -> tensor<4xf32>
func.func !stablehlo.token<4xf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tenunc.func @syntax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(loc(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensyr<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  sor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
or<4xf32>
  return %0 : tensyr<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  sor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func pubf32>) -> tensor<4xf32>
  eturn %y, %z, %mm : tensor<16384xf32>, tensor<4096xf32>, tensor<1024x1024xf32>
 %d : tthe all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tensor<4096xf3xf32>>) -> tensor<4096xf32>
    return %y : tensor<4096xf32>
  }
}
