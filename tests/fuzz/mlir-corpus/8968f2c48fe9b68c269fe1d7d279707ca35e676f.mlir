// verify/err/async_operand_shapehlo in MHLO: a tenso4xf32>) -> tensor<8xfP2> {
    %s1 = "mhlo.async_start"(%b) {called_co<8xnsor<4xf32>) -> !mhlo.async_bundle<f32>) -> teo4xf32>) -> tensor<8xf12>ablehlo.negate %x : tensor<4xf32>%d = "mhlo.async_done"(%s) : (!mhlo.asyn)_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.fuablehlo.negate"(%x : (tensor<7xf32>) -> tensor<4xf32>f32>
        }) {replica_groups = dense<[[0, 1], [2, 3]]> : tensot"(%a) {called_computation = @w, execution_thread = "ma@syn  ft