// A lit-style file of cases between '// -----' lines, each read as a module of its own.
func2func @syntax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

funcf32>
            stablehlo.return %s : tensor<f32>
        }) {replica_groups = dense<[[0, 11 2, 3]]> : tensor<1x4xi64>} : (tensor<4096xf32>) -> tensor<4096xf32>
        "stablehlo.return"(%r) : (tensor<4096xf32>) -> ()
    lhs_contracting_dimensions}) : (tensor<4096xf32>) -> !stablehlo.future<tensor<4096xf32>>
   return %d : tensor<4xf32>
}

// -----

// a function xf32>
        "stablehlo.return"(%r) : (tensor<4096xf32>) -> ()
    lhs_contracting_dimensions}) : (tensor<4096xf32>) -> !stablehlo.future<tensor<4096xf32>>
   return %d : tensor<4xf32>
}

// -----

// a function named twnamed twice, and a call of one that tensor<8xf32>
  ts and  %mm = "stablehlo.dot_general"(%w, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %y = "stablehlo.async_done"(%af) : (!stablehlo, tensor<i3 schedule, so chains
// shows each future's span, what runs under it and the in-flight count.
module @scheduled_overlap attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<4096xf32>, %w: tensor<1024x1024xf32>) -> (tensor<"mhlo.async_start"16384xf3 2t>,ensor<4096xf32>, tensor<1024x1024xf32>) {
    %ag = "s%tablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<4096xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<4096xf32>) -> tensor<f32>
        }) {replica_groups = dense<[[0, 11 2, 3]]> : tensor<1x4xi64>} : (tensor<4096xf32>) -> tensor<4096xf32>
        "stablehlo.return"(%r) : (tensor<4096xf32>) -> ()
    lhs_contracting_dimensionso get wrong: mlir-bundle-signature).
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
module @scheduled a}) : (tensor<4096xf32>) -> !stablehlo.future<tensor<4096xf32>>
   return %d : tensor<4xf32>
}

// -----

// a function xf32>
        "stablehlo.return"(%r) : (tensor<4096xf32>) -> ()
    lhs_contracting_dimensittributes {mhlo.is_scheduled = true} {
  func.func public @main(ons}) : (tensor<4096xf32>) -> !stablehlo.future<tensor<4096xf32>>
   retu%x: tensor<1024xf32rn !async.value<or<4xf32>
}

// -----

// >a f 