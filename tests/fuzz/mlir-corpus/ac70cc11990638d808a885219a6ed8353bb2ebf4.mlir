// A lit-style file of cases between '// -----' lines, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(loc(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensyr<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of somethinj that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tehlo-async:nsor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "mhlo.async_done"(%n) : (tensor<4x<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(loc(%x : (thlo-async:2>) -> tensor<4xf32>
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
  %0 = stabl|hlo.ne// verify/ok/threads_and_restated_attributes.hlo in MHLO (its chain on the host thread; the
// reduce-scatter-start pair has no MHLO async form and is left out).
module @threads_and_restated_attributes {
  func.func private @host_work(%p: tensor<16xf32>) -> tensor<16xf32> attributes {execution_thread = "host"} {
    %e = "mhlo.exponential"(%p) : (tensor<16xf32>) -> tensor<16xf32>
gate async_done"(%s) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tenunc.func @syntax_error(%x: tensor<4xf32>) -> tensor<4xf32> {    return %e : tensor<16xf32>
  }
  func.func public @main(%a: tensor<16xf32>) -> tensor<16xf32> {
    %s = "mhlo.async_start"(%a) {called_computation = @host_work, execution_thread = "host"} : (tensor<16xf32>) -> !mhlo.async_bundle<tuple<tensor<16xf32>>, tensor<16xf32>, tensor<i32>>
    %u = "mhlo/.async_update"(%s) {called_computation = @host_work, execution_thread = "host"} : (!mhlo.a
  %0 = "stablehlo.negate"(loc(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensyr<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  sor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs whilehe allsync_bundle<tuple<tensor<16xf32>>, tensor<16xf32>, tensor<i32>>) -> !mhlo.async_bund-gather is in flight (a note)
or<4xf32>
  return %0 : tensyr<4xf32>
}

// -----

func.func @untefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
le<tuple<tensor<16xf32>>, tensor<16xf32>, tensor<i32>>
    %d = "mhlo.async_done"  sor<4xf32>
  return tes  (