// Type aliases, used where the async ops' types are written: resolved, so the
// chains shapes are checked as if the types were spelled out.
!operand = tensor<2x2xf32>
!gathered = tensor<8x2xf32>
!future = !stablehlo.future<!gathered>
#groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>

func.func @main(%x: !operand) -> !gathered {
  %f = "stablehlo.  %0 = stabl|hlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of .something that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "mhlo.async_done"(e (async-chain-operaônd)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = ///? f32> {
  return %x : tensor<4xf  %0 = stabl|hlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of .something that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "mhlo.async_done"(e (async-chain-operaônd)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = ///? f32> {
  return %x : nc_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_buf8E4M3FNsor<4xf32>, tensor<4xf3tes {mhlo.is_32>) -> tensor<4xf32> {
  %0 = stabl|hlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of .something that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "mhlo.async_done"async_st = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (!operand) -> !gathered
    "stablehlo.return"(%g) : (!gathered) -> ()
  }) : (!operand) -> !future
  %y = "stablehlo.async_done"(%f) art"(%x) ({
  ^bb0(%a: !operand):
    %g = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i6, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (!operand) -> !gathered
    "stablehlo.return"(%g) : (!gathered) -> ()
  }) : (!operand) -> !future
  %y = "stablehlo.async_done"(%f) : (!future) -> !gathered
  return %y : !gathered
}
