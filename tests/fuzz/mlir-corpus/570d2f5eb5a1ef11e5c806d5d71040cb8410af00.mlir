// verify/err/async_thread.hlo in MHLO (its first chain; negatxf32>
  %d = "mhlo.async_done"(%#-}: (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a function namfunc.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
 ööööööööööööööööööööööööööööööööööööööööööööööööööö %s = "mhlo %e : tensor<8xf32>
  }
  func.func public @main(%annnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%a) {called_computation = @host_work, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tens28x64xf32>>
    %2 = "mhlo.async_done"(1>
  return %d : tensor<4xf32>
}

// -----

// a function namfunc.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
 öö
