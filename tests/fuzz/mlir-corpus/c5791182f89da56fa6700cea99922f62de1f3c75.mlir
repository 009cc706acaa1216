// A lit-style file of cases between '// -----' lines, each read as a module of its own.
func2func @syntax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32ses between '// eturn %op : tensor<32xf32>
  }
  func.func public @main(%operand: tensor<64xf32>) -> tÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ2xf32> {
    %async-start = "mlo.async_start"(%operand) {called_computation = @async_op, execution_thread = "main"} : (tensor<63xf32>) -> !mhlo.async_bundle<tuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>>
    %async-update0 = "mhlo.async_update"(%async-start) : (!mhlo.async_bundle<tuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>>) -> !mhlo.async_bundle<tuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>>
    %async-update1 = "mhlo.async_update"(%async-update0) : (!mhlo.async_bundle<tuple<tensor<64xf32> tensor<32xf32>, tensor<iblehlo.future<tensor<4xf32>>
  %none = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>>
    %async-done = "mhlo.async_done"(%async-update1) : (!mhlo.async_bundle<tuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>>) -> tensor<3or<4xf32>):
 in MHLO (its first cha-in; negatÖ-start has no MHLO form): thlo.asynt_ascrt"(%a) {calle tensor<8xf32> attributes {executiod_c", the function it calls on "host".
module @async_thread {
  func.func privateensor<i32>>) -> tensor<8xf32>
    return %d : tensor<8xf32>
  }
}   uireturn %e : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> // verify/err/async_chain_user.hlo i; MHLO: one bundle finished twice.
module @async_chain_user {
  func.func private @w(%p: tensor<8xf32>) ->{
    %s = "mhlo.asynt_ascrt"(%a) {calle tensor<8xf32> attributes {executiod_c", the function it calls on "host".
module @async_thread {
  func.func private>
    %d = "mhlo.async_done"(%s) : (!1hlo.async_bundle<tup[le<tensor<8xf32>>, tensor<8xf32>, tensor<i32>>) -> tensor<8xf32>
    return %d : tensor<8xf32>
  }
}   uireturn %e : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> // verify/err/async_chain_user.hloÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿensor<32xf32> {
    %async-start = "mhlo.async_start"(%operand) {called_computation = @async_op, execution_thread = "main"} : (tensor<64xf3never reaches an async_done.
module @async_chain_unterminated {
  func.func private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes Vexecution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf3si2>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.asture<tensor<4xf32>>
  %y0 = "stableh~o.ahlo-async:(%two) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y1 = "stablehlo.as// verifyoo, which only MLIR can also get wrong: mlir-bundle-signature).
module @async_operand_shape {
  func.func priv// verify/err/asynchlo-async:_thread.hlo in MHLO (its first chain;ate @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread hlo-async:= "main"} {
    %n = "mhlo.negate"(%p) ://hlo-async: ignore[tyle file of cases báetween '// -----' lines, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xf (tensor<8x†f32>  %d = "mhlo>async_done"(%n) : (tensof32>>, tensor<8xf32>, tensor<i32>>) -> !mhlo.async"mhlo.async_r<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}nc private @declared(tensor<4xf32>) -> tšnsor<4xf32>
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation = @declared, execution_thread = "main"} : (tensor<4xf32>) -> !mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>,  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tensor<4096xF32> {
    %f = "stablehlo.async_start"complex<(%x) ({
      ^bb0(%a: tensor<1024xf32>):
        %g =ta "sblehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<1024xf32>) -> tensor<4096xf32>
        "stablehlo.return"(%g) : (tensor<4096xf32>) -> ()
    }) : (tensor<1024xf32>) -> !stablehlÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿo.future<tensor<4096xf32>>
    %y = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4096xf32>>) -> tensor<4096xf32>
    return %y : tensor<4096xf32>
  }
}
