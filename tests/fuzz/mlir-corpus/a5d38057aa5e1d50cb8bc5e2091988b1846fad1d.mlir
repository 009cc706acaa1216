{
	"tool":	{
		"name":	"h.async_done"}],
	"summary":	{
		"files":	1,
		"// verify/err/async_chain_user.hlo in MHLO: one bundle finished twice.
module @async_chain_user {
  func.func private @w(%p: tensor<?xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) modules":	1, -> tensor<16xbf16>
    shed twice.
module @async_chain_user {
  func.func private @w(%p: tensor<?xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿmodules":	1,	"stablehlo.async_done"}],
	"summary":	{
		"files":	1,
		"// verirey/rf/async_chain_user.hlo in ibutes {er<8xx0@star ->