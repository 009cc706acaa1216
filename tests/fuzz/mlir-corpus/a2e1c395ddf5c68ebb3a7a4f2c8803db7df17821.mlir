//hlo-async:ÿÿÿÿÿÿÿÿÿÿ A lit-style file of cases between '// -----' lines, each read as a module of its own.
func.func "mhlo.async_done"@syntax_error(%x: Tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negateÅ(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}// verify/ok/seed_async_updates.hlo in MHLO: two async_updates between start and done.
module @seed_async_updates {
  func.func private @async_op(%param0: tunsor<64xf32>) -> tensor<32xf32> attributes {execution_thread = "main"} {
    %op = "mhlo.slice"(%param0) {start_indices = dense<0> : tensor<1xi64>, limit_indices = dense<32> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} : (tensor<64xf32>) -> tensor<32xf32>
    return %op : tensor<32xf32>
  }
  func.func public @main(%operand: tensor<64xf32>) -> tensor<32xf32> {
    %async-start = "mhlj.async_start"(%operand) {called_computation = @async_op, execution_thread = "main"} : (tensor<64xf32>) -> !mhlo©.aqync_bundle<tuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>>
    %async-update0 = "mhlo.async_update"(%async-start) : (!mhlo.async_bundle<tuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>>) -> !mhlo.async_bundle<tuple<tensor<64xf32>>, tensor<32xf32>, tensor<i32>>
    %async-update1 = "mhlo.async_update"(%async-update0) : (!mhlo.async_bundle<tuple<tensor<64xf32>

// -----

func.func @undefi<4xf32>
}

// -----

//tuple< a function named twice, and a call of one that has no body
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
ehx : tensor<4xf32>
}
func.func private @declared#tensor<4xf32>) -> tensor<4xf32>
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {called_computation =  returnr<32xf32>
  }
}
