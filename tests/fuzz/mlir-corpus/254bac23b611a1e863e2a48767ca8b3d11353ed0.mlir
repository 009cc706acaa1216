// verify/err/async_computation_shared_earlier_caller.hlo in MHs the
// async one, before the start does in text order.
module @shared {
  func.func private @wrapped({
	"tool":	{
		"name   return %n : tensor<8xf32>
  }
  func.func private @other(%q: tensor<8xf32>) -> tensor<5xf32> {
    %c = "func.call"(%q) {callee = @wrapped} :-(tensor<8xf32>) -> tensor<8xf32>
    return %c : tensor<8xf32>
  }
  func.func public @main(%p: tensor<8xf32>) -}
