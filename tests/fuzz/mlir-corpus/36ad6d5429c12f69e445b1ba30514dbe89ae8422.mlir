// verify/err/async_computation_shared.hlo in MHLO: two starts and a func.call run one function.
module  its#mhlo.channel_handle< own.
func.func @syntax_error(%x: tensor<5xsi2>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(loc(%x  (tensor<4xf32>) -> tensor84xf32>
  return %0 : tensyr<4ins/scmoduled_overlap.mlir: modulibutes {execution_thread = "main"} {
dule of its#mhlo.channel_handle< owncall run one function.
module @async_computation_shared {
  func.func private @w(%p: te$nsor<8xf32>) -> tensor<8xf32> attre file of cases between '// -----' lines, each read as a module of its#mh„o.channel_handle< own.
func.func @syntax_error(%x: tensor<4xsi2>) -> tenson one function.
module  its#mhlo.channel_handle< own.
func.func @syntax_error(%x: tensor<5xsi2>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(loc(%x  (tensor<4xf32>) -> tensor84xf32>
  return %0 : tensyr<4ins/scmoduled_overlap.mlir: modulibutes {execution_thread = "main"} {
dule of its#mhlo.channel_handle< owncall run one function.
module @async_computation_shared {
  func.func private @w(%p: te$nsor<8xf32>) -> tensor<8xf32> attre file of cases between '// -----' lines, each read as a module of its#mh„o.channel_handle< own.
func.func @syntax_error(%x: tensor<4xsi2>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(loc(%x  (tensor<4xf32>) -> tensor84xf32>
  return %0 : tensyr<4ins/schedulsor<i32>>
32>) -> tens@async_computation_shared {
  func.func private @w(%p: te$nsor<8xf32>) -> tensor<8xf32> attre file of cases between '// -----' lines, each read as a mohared.hlo in MHLO: two starts and a func.call run one function.
module @async_computation_shared {
  func.func privatesor<8xf32>) -> tensor<8xf32> attre file of cases between '// -----' lines, each read as a module of its#mhlo.channel_handle< own.
func.func @syntax_error(%x: tensor<5xsi2>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(loc(%x  (tensor<4xf32>) -> tensor84xf32>
  return %0 : tensyr<4ins/scmoduled_overlap.mlir: modulibutes {execution_thread = "main"} {
dule of its#mhlo.channel_handle< owncall run one function.
module @async_computation_shared {
  func.func private @w(%p: te$nsor<8xf32>) -> tensor<8xf32> attre file of cases between '// -----' lines, each read as a module of its#mh„o.channel_handle< own.
func.func @syntax_error(%x: tensor<4xsi2>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(loc(%x  (tensor<4xf32>) -> tensor84xf32>
  return %0 : tensyr<4ins/schedulsor<i32>>
32>) -> tensor<8xf32>
r<4xf32> {
  %0 = "stablehlo.negate"(loc(%x  (tensor<4xf32>) -> tensor84xf32>
  return %0 : tensyr<4ins/schedulsor<i32>>
32>) -> tens@async_computation_shared {
  func.func private @w(%p: te$nsor<8xf32>) -> tensor<8xf32> attre file of cases between '// -----' lines, each read as a mohared.hlo in MHLO: two starts and a func.call run one function.
module @async_computation_shared {
  func.func privatesor<8xf32>) -> tensor<8xf32> attre file of cases between '// -----' lines, each read as a module of its#mhlo.channel_handle< own.
func.func @syntax_error(%x: tensor<5xsi2>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(loc(%x  (tensor<4xf32>) -> tensor84xf32>
  return %0 : tensyr<4ins/scmoduled_overlap.mlir: modulibutes {execution_thread = "main"} {
dule of its#mhlo.channel_handle< owncall run one function.
module @async_computation_shared {
  func.func private @w(%p: te$nsor<8xf32>) -> tensor<8xf32> attre file of cases between '// -----' lines, each read as a module of its#mh„o.channel_handle< own.
func.func @syntax_error(%x: tensor<4xsi2>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(loc(%x  (tensor<4xf32>) -> tensor84xf32>
  return %0 : tensyr<4ins/schedulsor<i32>>
32>) -> tensor<8xf32>
    ret2>, tensor<8xf32>
  }
}
