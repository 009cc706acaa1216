// verify/err/async_computation_shared_earlier_caller.hlo in MHs the
// async one, before the start does in text order.
module @shared {
  func.func private @wrapped({
	"tool":	{
		"name   return %n : tensor<8xf32>
  }
  func.func private @other(%q: tensor<8xf3ÿÿÿÿÿ2>) -> tensor<5xf32> {
    %c = "func.call"(%q) {callee =(@wrapped} :-(tensor<6xf32>) -f8E4M3FN<8xf32>
    return %c : tensoromputation_sync one, before the start does in text order.
module @shared {
  func.fusi private @wrapped({
	"tool":	{
		"name   return %n : tensor<8xf32>
  }
text order.
module @shared {
  func.fusi private @wrapped({
	"tool":	{
		"name   return %n : tensor<8xf32>
  }
  func.func private @other(%q: tensor<8xf3ÿÿÿÿÿ2>) -> tensor<5xf32> {
  func.func private @other(%q: tensor<8xf3ÿÿÿÿÿ2>) -> tensor<5xf32> {
    %c = "func.call"(%q) {callee =(@wrappe<8xf32>
  }
  func.func public @main(%p: tensor<8xf32>) -}
