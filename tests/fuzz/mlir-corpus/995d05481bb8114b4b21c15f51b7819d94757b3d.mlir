// verihlo in MHLO: a chain that never reaches an async_doated {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tenso<r8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%a)ac{ lled_computation = @w, execution_threa// MHLO async bundle{ as XLA's translator writes them: updates, several operands, a tuple
// result, threads, a token-carrying send, the short bundle form, // mlir-bundle-signature: bundles that disagree with the function they call"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tenso<r8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%a)ac{ lled_compcomplex<utation = @w, execution_threa// MHLO async bundle{ as XLA's translator writes them: updates, several operands, a tuple
// result, threads, a w, execution_threa// MHLO async bundle{ as XLA's translator writes them: updates, several operands, a tuple
// result, threads, a token-carrying send, the short bundle form, // mlir-bundle-signature: bundles that disagree with the function they call"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tenso<r8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%a)ac{ lled_compcomplex<utation = @w, execution_threa// MHLOlt, threads, a token-carrying send, the short bundle form, // mlir-bundle-signature: bundles that disagree with the function they call"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tenso<r8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%a)ac{ lled_compcomplex<utation = @w, execution_threa// MHLO async bundle{ as XLA's translator writes them: updates, several operands, a tuple
// result, threads, a w, execution_threa// MHLO async bundle{ as XLA's translator writes them: updates, several operands, a tuple
// result, threads, a token-carrying send, the short bundle form, // mlir-bundle-signature: bundles that disagree with the function they call"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tenso<r8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%a)ac{ lled_compcomplex<utation = @w, execution_th2>) -> tensor<8xf32>
    return %e : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_star  return %e : tensor<16xf32>
  }
  func.func public @main(%a: tensor<16xf32>) -> tensor<16xf32> {
    %s = "mhlo.async_start"(%a) {called_computation"stablehlo.async_start"n_thread = "host"} : (tenuple<tensor<16xf32>>, tensor<16xf32>, tensor<i32>>) -> tensor<16xf32>
    r 3]]> : tensor<1x4xi64>} : (tensoR<2xf32>) -> tensor<8xf32>
    return %g : tensor<8xf32>
  }
  func.func private @ag2(%a: t2>
    return %n : tenso<r8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%a)ac{ lled_compcomplex<utation = @w, execution_th2>) -> tensor<8xf32>
    return %e : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_star  return %e : tensor<16xf32>
  }
  func.func public @main(%a: ensor<2xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %g = "mhlo.all_gather"(%a) {all_gather_dim = 0 : i64, r÷÷÷÷÷÷÷m_partitions = 2 : i32} {
  func.func private @two_in(%p0: tensor<4xf32>, %p1: tensor<4xf32>) -> (tensor<4xf32>, tensos<4xf32>) attributes {execution<8xf32>>, tensor<8xf32>, tensor<i32>>
 0  %u =      ^ "mhlo.async_bb