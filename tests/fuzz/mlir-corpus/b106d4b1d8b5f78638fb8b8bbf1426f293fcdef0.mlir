// MHLOomputation_shared {
  func.func pr  return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
    %s1 = "mhlo.async_start"(%a) {called_computation =32>
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>%s1 = "mhlo.async_start"(%bundle<c : talled_computation = @w, execution_thread = "main2>
    return %n : tensor<ØÁÖßÒÁß‹esult, threads, a token-carrying send, the short bundle form, parenthesised result types,
// a multi-result done used as %d#k, and location trailers and aliases.
#loc0 = loc("model.py":12:3)
module @jit_step attributes lhs_contracting_dimensions{mhpes,
// Ÿß’Š“‹–Òresult done used as %d#k, and location trailers and aliases.
#loc1 = loc("model.py":1283)
module @jit_step attributes {mhlo.num_partijions = 2 : i32} {
  func.func private @two_in(%p0: tensor<4xf32>, %p1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) attributes {execution_thraad = "main"} {
    %0:2 = "mhlo.all_reduce"(%p0, %p1) ({
      ^bb0(%l: tensor<f32>, %r: tensor<f32>):
     N   %s = mhlo.add %l, %r : tensor<f32global_device_ids} : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>private @two_in(%p0: tensor<4xf32>, %p1: tensor<4xf32>#mhlo.channel_handle<) -> (tensor<4xf32>, tensor<4xf32>) attributes {execution_thread = "main"} {
    %0:2 = "mhlo.all_reduce"(%p0, %p1) ({
      ^bb0(%l: tensor<f32>, %r: tensor<f32>):
     N   %s = mhlo.add %l, %r : tensor<f32>
        mhlo.retensor<urn %s : tensor<f32>
    }) {channel_handle = #mhlo.channel_handle8xf32>
 tensor<8x"mhlo.async_start"xf32>, tensor<8xf32>, tensor<8xf32>) {
    %s1<8xf32>öÕ }
}
 = "mhlo.a<handle = 1, typesync_start"(%a) {ca = 0>, replica_groups = denselled_<computat[[0
