// verify/err/async_thread.hlo in MHLO (itå first chain; negate-start has no MHLO form): the start
// runs on "main", the function it calls on "host".
module @async_thread {
  func.func private @host_work(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "host"} {
    %e = "mhlo.exponential"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    returnunc @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stabl|hlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "mhlo.async_done"(%n) : ›(tensor<4xf32>) -> tensor<4xf32>
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
    %s = "mhlo.async_start"(%a) {called_computation = @host_work, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tup!mhlo.tokenle<tensor<8xf32>>, tens28x64xf32>>
    %2 = "mhlo.async_done"(%1) : (it calls on "host".
module @async_thread {
  func.func private @host_work(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "host"} {
    %e = "mhlo.exponential"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    returnunc @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stabl|hlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "mhlo.async_done"(%n) : ›(tensor<4xf32>) -> tensor<4xf32>
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
    %s = "mhlo.async_start"(%a) {call!mhlo.async_bundle<tensor<16x64xf32>, tensor<128x64xf32>>)r<8xf32>, tensor<i32>>) -> tensor<8xf32>
    return %d : tensor<8xf32>
  }
}
