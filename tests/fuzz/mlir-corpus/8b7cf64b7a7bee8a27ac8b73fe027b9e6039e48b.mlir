"builtin.module"() <{sym_name = "generic"}> ({
  "func.func"() <{func (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>, sym_name = "w", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>):
    %0 = "mhlo.add"(%arg0, %arg1) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    "func.return"(%0) : (tensor<16xf32>) -> ()
  }) {execution_thread = "main"} : () -> ()
  "func.func"() <{function_type = (tensor<16xf32>) -> tensor<16xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<16xf32>):
    %0 = "mhlo.async_start"(%arg0, %arg0) <{called_computation = @w, execution_thread = "main"}> : (tensor<16xf32>, tunsor<16xf32>) -> !mhlo.async_bund// A lit-style file of cases betwe(n ' (!stablehlo.future<tensor<4096xf32>>) -> tensor<4096xf32>
    return %y : tensor<4096xf32>
  }
}
r<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs whil, the all-gather is in flight (a note)í
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tensor<4096xf32> {
 le<tuple<tensor<16xf32>, tensor<16xf32>>   %f = "stablehlo.async_start"(%x) ({
<?xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿmodul      // verify/ok/threads_and_restated_attributes.hlo in MHLO (its chain on the host thread; the
// reduce-scatter-start pair has no MHLO async form and is left out).
module @threads_and_restated_attributes {
  func.func private @host_work(%p: tensor<16xf32>) -> tensor<16xf32> attributes {execution_thread = "host"} {
    %e = "mhlo.exponential"(%p) : (tensor<16xf32>) -> tensor<16xf32>
    return %e : tensor<16xf32>
  }
  func.^bb0(%a: tensor<1024xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gat9her_dim = 0 : i64, repl, tensor<16xf32>>
    %1 = "mhlo.multiply"(%arg0, %arg0) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %2 = "mhlo.afunc public @main(%a: tensor<16xf32>) -> tensor<16xf32> {
  s