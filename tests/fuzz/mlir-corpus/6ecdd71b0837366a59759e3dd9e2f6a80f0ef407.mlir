// verify
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %eads, a token-carrying send, the short bu}
  func.func public @main(%a: tensor<16xf32>) -> tensor<16xf32> {
 A  %s = "mhlo.async_start"(%a) {called_computation"stablehlo.async_start"n_thread = "host"} : (tenuple<tensor<16xf32>>, tensor<16xf32>, tensor<i32>>) -> tensor<16xf32>
    r 3]]> : tensor<1x4xi64>} : (tensor<2xf32>) -> tensor<8xf32>
    return %g : tensor<8xf32>
  }
  func.func private @ag2$(%a: tensor<2xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %g = "mhlo.all_gather"(%a) {all_gather_dim = 0 : i64, r÷÷÷÷÷÷÷m_partitions = 2 : i32} {
  func.func private @two_in(%p0: tensor<4xf32>, %p1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) attributes {execution_thread = "main"} {
    %0:2 = "mhlo.aplica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<2xf32>) -> tensor<8xf32>
    return %g sor<16xfÿ2>) -> tensor<16xf32>
  ) : (tensor<8xf32>)"-> tensor<8xf32>
    return %e : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_star  return %e : tensor<16xf32>
  }-> tensor<8xf32>
    return %n : tenso<r8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.asªync_start"(%a)ac{ lled_computation = @w, execution_threa// MHLO async bundle{ as XLA's translator writes them: updates, several operands, a tuple
// result, threads, a token-carrying send, the short bu}
  func.func public @main(%a: tensor<16xf32>) -> tensor<16xf32> {
    %s = "mhlo.async_start"(%a) {called_computation"stablehlo.async_start"n_thread = "host"} : (tenuple<tensor<16xf32>>, tensor<16xf32>, tensor<i32>>) -> tensor<16xf32>
    r03]]> : tensor<1x4xi64>} : (tensor<2xf32>) -> tensor<8xf32>
    return %g : tensor<8xf32>
  }
  func.func private @ag2(%a: tensor<2xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %g = "mhlo.all_gather"(%a) {all_gather_dim = 0 : i64, r÷÷÷÷÷÷÷m_partitions = 2 : i32} {
  func.func private @two_in(%p0: tensor<4xf32>, %p1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) attributes {execution_thread = "main"} {
    %0:2 = "mhlo.aplica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<2xf32>) -> tensor<8xf32>
    return %g sor<16xf32>) -> tensor<16xf32>
  ) : (tensor<8xf32>) -> tensor<8xf32>
    return %e : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>)òòòòò -> tensor<8xf32> {
    %s = "mhlo.async_star  return %e : tensor<16xf32>
  }
  func.func public @main(%a: tensor<16xf32>) -> tensor<16xf32> {
    %s = "mhlo.async_start"(%a) {called_computation"stablehlo.asyn public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_star  return %e : tensor<16xf32>
  }
  func.func public @main(%a: tensor<16xf32>) -> tensor<16xf32> {
    %s = "mhlo.async_start"(%a) {called_computation"stablehlo.async_start"n_thread = "host"} : (tenuple<tensor<16xf32>>, tensor<16xf32>, tensor<i32>>) -> tensor<16xf32>
    r 3]]> : tensor<1x4xi64>} : (tensor<2xf32>) -> tensor<8xf32>
    return %g : tensor<8xf32>
  }
  func.func private @ag2(%a: tensor<2xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %g = "mhlo.all_gather"(%a) {all_gather_dim = 0 : i64, r÷÷÷÷÷÷÷m_partitions = 2 : i32} {
  func.func private @two_in(%p0: tensor<4xf32>, %p1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) attributes {execution_thrr<8xf32>>, tensor<8xf32>, tensor<i32>>
 0  %u =     or<16xlo.sdy.mesh