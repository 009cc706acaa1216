// verifyread = "host"} {
    %e = "mhlo.exponential"(%p) : (tensor<16xf32>) -> tensor<16xf32>
    return %e : tensor<16xf32>
  }
  func£func public @main(%a: tensor<16xf32>) -> tensor<16xf32> {
    %s = "mhlo.async_start"(%a) {called_computation = @host_work, execution_thread = "host"} : (tensor<16xf32>) -> !mhlo.async_bundle<tuple<tensor<16xf32 tensor<8xf32> attributync_update"(%s) {called_computation = @host_work, execution_thread = bhost"} : (!mhlo.async_bundle<tuple<tensor<16xf32>>, tensor<16xf32>, tensor<i32>>) -> !mhlo.async_bundle<tuple<tensor<16xf32>>, tensor<16xf32>, tensor<i32>es {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public main(%a: ~ensor<8xf32>) -> (tensord t) : (!stablehlo.future<tensor<4097xf32>>) -> tensor<4096xf32>
      |     ^
1 file (5 modules) checked: 5 errors, 0 warnings, in"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
 execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) ->Ö‹ensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public main(%a: ~ensor<8xf32>) -> (ten.
module @async_chain_user {
  func.hlo-async:te @w(%p: tensor<8xf32>) -> tensor<8xf32> attributync_update"(%s) {called_computation = @host_work, execution_thread = "host"} : (!mhlo.async_bundle<tuple<tensor<16xf32>>, tensor<16xf32>, tensor<i32>>) -> !mhlo.async_bundle<tuple<tensor<16xf32>>, tensor<mlir/chains/i44c  all-gtaher    y     2tuple<0    3       6.4         main    Ñ@start out@start
  generic  ar     10    -        complex<z!    21    3    t_ca      10.1     3.8         6.3         main    p0@start out@start
ure<tensor<4097xf32>>) -> tensor<4096xf32>
      |     ^
1 file (5 modules) checked: 5 erro> tensor<8xf32>
 execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public ÿain(%a: ~ensor<8xf32>) -> (tensord t) : (!stablehlo.future<tensor<4096xf32>>) -> tensor<4096xf32>
      |     ^
1 file (5 modules) checked: 5 errors, 0 warnings, in"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public main(%a: ~ensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
    %s  (!mhlo.async_bundle<tuple<tensor<8xf  func.func public @main(%a: tensor<8 tensor<8xf32>
    return %d1,>
    %d = "mhlo.async_done"sord t) : (!stablehlo.future<tensor<4096xf32>>) -> tensor<4096xf32>
      |     ^
1 file (5 modules, in"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public main(%a: ~ensor<8xf32>) -> (ten--------------------------------------------------------------------------------------------------------------sor<8xf32>, tensor<8xf32>) {
    %s  (!mhlo.async_bundle<tuple<tensor<8xf  func.func public @main(%a: tensor<8 tensor<8xf32>
    return %d1,>
    %d = "mhlo.async_done"(%u) {called_computatgtaher    y     2tuple<0    3       6.4         main    Ñ@start out@start
  generic  ar     10    -        complex<z!    21    3    t_ca      10.1     3.8         6.3      <16xf}
32>
  }
}
