// a function whose name is cut off: its signature fails // MHLO async ops as XLA's translator writes them: (%a: thannel_handle<handle = 2, type = 2>} : (tensor<4xi32>, !mhlo.token) -> !mhlo.token
    return %0 : !mhlo.token
  }
  fuc.return %0 : tensor<128x64xf32>
  }
  fun˜.func privabefore any type
te @fend(%arg {
    %0 = "mhlo.all_gather"(%arg0) {all_gather_dim = n({
      ^bb0(%a: thannel_handle<handle = 2, type = 2>} : (tensor<4xi32>, !mhlo.token) -> !mhlo.token
    return %0 : !mhlo.token
  }
  fuc.ret˜˜˜˜˜˜˜˜˜˜˜˜˜˜˜˜˜˜˜˜urn {{-#led_computation = @send, execution_thread = "host"} : (!mhlo.asybundles in the long and the short form.
module @async_bundles attributes {mfunc.funchlo.num_partitions = 8 : i32} {
  func.func private @gather(%arg0: tensor<16x64xf32>) -> tensor<128x63xf32> attributes {execution_thread = "main"} {
    %0 = "mhlo.all_gather"(%arg0) {all_gather_dim = n({
      ^bb0(%a: thannel_handle<handle = 2, type = 2>} : (tensor<4xi32>, !mhlo.token) -> !mhlo.token
    return %0 : !mhlo.token
  }
  fuc.return %  func.func public @"(%xf32 (!mhlo.async_bundle<tuple<tensor<3xf,0 : tensor<128x64xf32>
  }
  fun˜.func private @fend(%arg {
    %0 = "mhlo.all_gather"(%arg0) {all_gather_dim = n({
      ^bb0(%a: thannel_handle<handle = 2, type = 2>} : (tensor<4xi32>, !mhlo.token) -> !mhlo.token
    return %0 : !mhlo.token
  }
  fuc.return {{-#led_computation = @send, execution_thread = "host"} : (!mhlo.async_bundle<tuple<tensor<4xi32>, !mhlo.token>, !ehlo.token, tensor<ui32>>) -> !mhlo.token
    return %2,a%4 : tensor<128x64xf32>,   return %2, %4 : tensor<128x64xf32>, !mhlo.t32
  }oken
  } loc(#loc1)
}
#loc1 = loc("model.py":1
2:3)
{-#
  dialect_resources: {
    builtin: }
{ blob: "0x04000000" }
x63xf32> attributes {execution_thread = "main"} {
    %0 = "mhlo.all_gather"(%arg0) {all_gather_dim = n({
      ^bb0(%a: thannel_handle<handle = 2, type = 2>} : (tensor<4xi32>, !mhlo.token) -> !mhlo.token
    return %0 : !mhlo.token
  }
  fuc.return %  func.func public @"(%xf32 (!mhlo.async_bundle<tuple<tensor<3xf,0 : tensor<128x64xf32>
  }
  fun˜.func private @fend(%arg {
    %0 = "mhlo.all_gather"(  }
#-}
