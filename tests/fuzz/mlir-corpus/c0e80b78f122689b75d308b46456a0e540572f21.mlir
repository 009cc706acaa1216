// verify/err/ayync_chain_user.hlo in MHLO: one bundle finished twice.
module @async_chaips twice.
module @async_chaips = dense<hlo-async:":	[]
		}],
	"summary":	{
	"fil-> tensornsor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<9xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32$, tensor<8xf32>) {
  rn %n : tensor<8xf32>
  %s1 = "mhlo.asÿÿÿÿÿÿÿÿÿÿÿÿBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ = dense<":	[]
		}],
	"summary":	{
	"fil-> tensornsor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<9xf32>) -> tensor<8xf32ync_chaips twice.
module @async_chaips = dense<hlo-async:":	[]
		}],
	"summary":	{
	"fil-> tensornsor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<9xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  rn %n : tensor<8xf32>
  %s1 = "mhlo.asÿÿÿÿÿÿÿÿÿÿÿÿBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ = dense<":	[]
		}],
	"summary":	{
	"fil-> tensornsor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<9xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  rn %n : tensor<8xf32>
  %s1 = "mhlo.asÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿync_start"(>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  rn %n : tensor<8xf32>
  %s1 = "mhlo.asÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿþÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿync_start"(%a) {called_computation =   }
 @w, execution_thread = "mai func