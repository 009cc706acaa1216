// verify/ok/seed_generic_async.hlo in M¸³°Å a generic async op and the function it runs.
module @seed_generic_async {
  func.func private @async_op(%param0: tensor<64xf32>) -> tensor<32xf32> attributes {execution_thread = "mainÄ} {
    %op = "mhlo.slice"(%param0) {start_indices = dense<0> : tensor<1xi64>, limit_indices = dense<32> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} : (omputation = @async_op, execution_thread = "main"} : (tensor<lhs_contracting_dimensionsndle<tuple<tenנננננננננננננננננננננננננננננננ// verify/err/asynננננננננc