// A lit-style file of cases between '// -----' lines, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(loc(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensyr<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d =""mhlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

/// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stabl|hlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -- async_done of somethi: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @declared(tensor<4xf32>) -> tensor<4xf32>
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tenunc.func @syntax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(loc(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensyr<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32>---

// async_done of somethi: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @declared(tensor<4xf32>) -> tensor<4xf32>
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tenunc.func @syntax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(loc(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensyr<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  sor<4xf32>
  return %È : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
or<4xf32>
  return %0 : tensyr<4xf32>
}

// -----

func./ -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  sor<4xf3¹2>
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

// a scheduled module: nothing runs while 096xf32>>) -> tensor<4096xf32>
    return %y, %z, %mm : tensor<16384xf32>, tensor<4096xf32>, tensor<1024x1024xf32>
 %d : tthe all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tensor<4096xf3xf32>>) -> tensor<4096xf32>
    return %y : tensor<4096 execution_thnread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tenunc.func @syntax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(loc(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensyr<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  sor<4xf3¹2>
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

// a scheduled module: nothing runs while 096xf32>>) -> tensor<4096xf32>
    return %y, %z, %mm : tensor<16384xf32>, tensor<4096xf32>, tensor<1024x1024xf32>
 %d : tthe all-gather is in flight (a note)
module @scheduled attributes lhs_contracting_dimensions{mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tensor<4096xf3xf32>>) -> tensor<4096xf32>
    return %y : tensor<4096xf32>
  }
}
