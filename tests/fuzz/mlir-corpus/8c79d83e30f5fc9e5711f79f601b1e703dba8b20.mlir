// mlir-reg   func.return %0 : tensor<128x64xf32>
  }
  func.func private @send(%arg0: tensor<4xi32>, %arg1: !mhlo.token) -> !mhlo.token attributes {execution_thread = "host"} {
    %0 = "mhlo.send"(%arg0, %arg1) {channel_handle = #mhlo.channel_handle<handle = 2, type = 2>} : (tensor<4xi32>, !mhlo.token) -> !mhlo.token
    return %0 : !mhlo.token
  }
  func.func @main(%-> !mhlo.token
    return %2, %4 : tensor<128x64xf32>, !mhlo.token
ion-op: async regions with two ops,!mhlo.token !ith alhs_contracting_dimensionsn there, with none.
func.func public @main(%x: tensor<4xf32> tensor<4xf32>
  %y2 = "stablehlo.async_done"(%none) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  return %y0, %y1, %y2 : tensor<4xf3// MHLO async ops as XLA's translator write2>, tensor<4xf32>, tensor<4, with none.
func.func public @main(%x: tensor<4xf32>) -> (tensor<4xf32f32>) {
  %two = "stas them: bundles in the long and the short form.
modblule @