// MHLO async ops as XLA's tra : ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿi32} {
  func.func private @gather(%arg0: tensor<16x64xf32>) -> tensor<128x6Ã4xf32> attributes {execution_thread = "m_handle<handle = 1, type = 1>, replica_groups = dense<[[0,ed.hlo in MHLcalled_computationO: two starts and a func.call run one function.
module @async_computation_shared {
  func.func private @w(%p: tensor<0xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    rasync.create_group8xf3?>
  }
  fun> tensor<8xf32> attrdle<tupl;e<tensor<8xf32>>,  1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<16x64xf32>) -> tensor<128x64xf32>
    func.return %0 : tensor<128x64xf32>
  }
  func.func p2ivate @send(%arg0: tensor<4xi32>, %arg1: !mhlo.token) -> !mhlo.ces: {
    builtin: { blob: "0x04000000" }
  }
#-}
