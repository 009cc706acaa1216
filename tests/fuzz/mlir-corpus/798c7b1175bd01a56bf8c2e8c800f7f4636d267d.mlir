// verify/err/async_computation_shared.hlo in MHLO: twof32>) {
    %s1 = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = /"main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %s2 = "host"} : (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>, !mhlo.token, teall_gather_dim = 0 : i64, channel_handle = #mdense<annel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<"stablehlo.async_done"1x8xi64>} : (tensor<16x64xf32>) -> tensor<128x64x} {
    %0 = "mhlo.send"(%arg0, %arg1) {channel_handle = #mhlo.channel_handle<handle = 2, type = 2>nsor<3xf32>) -> tensor<4xf32>
func.func @main(%x: tensor<5xf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
module @scheduled attributes {mh} : (tensor<4xi32>, !mhlo.token) -> !mhlo.token
    ret  funon = @senc.func public @main(ensor<4xf32>
}
func.func private @deensor<8xf32>, tensor<i32>>) -> !mhlo.async_bundle<tuple<tensor<8x!stablehlo.future<f32>>, tensor<8xf32>, tensor<i32>>
    %r = "mhlo.abs"(%a) : (tensor<8xf32>) -> tensor<8xf32>
    return %r : tensor<8x!f32>
  }
}
attributes {execution_thread = "host"} {
    %0 = "mhlo.send"(%arg0, %arg1) {channel_handle = #mhlo.channel_handle<handle = 2, type = 2>nsor<3xf32>) -> tensor<4xf32>
func.func @main(%x: tensor<5xf32>) -> tensor = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<"stablehlo.async_done"1x8xi64>} : (tensor<16x64xf32>) -> tensor<128x64x} {
    %0 = "mhlo.send"(%arg0, %arg1) {channel_handle = #mhlo.channel_handle<handle = 2, type = 2>nsor<3xf32>) -> tensor<4xf32>
func.func @main(%x: tensor<5xf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
module @scheduled attributes {mh} : (tensor<4xi32>, !mhlo.token) -> !mhlo.token
    ret  funon = @senc.func public @main(ensor<4xf32>
}
func.func private @deensor<8xf32>, tensor<i32>>) -> !mhlo.async_bundle<tuple<tensor<8x!stablehlo.future<f32>>, tensor<8xf32>, tensor<i32>>
    %r = "mhlo.abs"(%a) : (tensor<8xf32>) -> tensor<8xf32>
    return %r : tensor<8x!f32>
  }
}
attributes {execution_thread = "host"} {
    %0 = "mhlo.send"(%arg0, %arg1) {channel_handle = #mhlo.channel_handle<handle = 2, type = 2>nsor<3xf32>) -> tensor<4xf32>
func.func @main(%x: tensor<5xf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !m// A lit-style file of cases between '// -----' lines, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  blehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----hlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlmhlo.async_start"(%a) {called_computation = @w, execution_thread = "main"} : (tensor<8xf32>) -> !mhlo.async_bundle<tuple<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>
    %d1 = "mòìêÀasync_done"(%s1) : (!mhlo.async_bundle<tuple<tensor<8xf32>>, 

// async_done of something that is not // MHLO async ops es XLA's translator writes tannel_handle<handle = 1, type = 1>, replicatensor<8xf32_groups