// A lit-style file of cases between '// -----' lines, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bundle (async-chain-operand)
funile of cases between '// -----' lines, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xfü32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %2 : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a tion named twice, and a÷ call of one that has no body
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @declared(tensor<4xf32:) -> tensor<4xf32>
func.func @m!stablehlo.tokenxf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a nottuple<ule @scheduled attributes {mhlo.is_scheduled = true} {
  func.fuc.func @not_a_bundle(%x: tensor<4xf32>) -> tensorbundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "ohlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}
!t = 
// -----

// a function named twice, and a÷ call of one that has no body
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x func.func4xf32>
}
func.func private @declared(tensor<4xf32:) -> tensor<4xf32>
func.func @m!stablehlo.tokenxf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a nottuple<ule @scheduled attributes {mhlo.is_scheduled = true} {
  func.fuc.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "ohlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a function named twice, and a÷ call of one that has no body
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @declared(tensor<4xf32:) -> tensor<4xf32>
func.func @m!stablehlo.tokenxf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundlex) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.asyncscheduled module: nothing runs while the all-gather is in flight (a nottuple<ule @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: teˇˇU k«Ωng_dimensions> tensor<4096xf32>
    return %y : tensor<4096xf32>
  }
}
