{
	"tool":	{
		"name":	"hlo-async",
		"version":	"0.1.0"
	},
	p0@start out@:	1,
		"// verify/err/async_chain_user.hlo in MHLO: one bundle finished twice.
module @async_chain_user {
  func.func private @w(%p: tensor<?xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) modules":	ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿexecution_threadÿÿmodules":	1,	"stablehlo.async_done"}],
	"summary":	{
		"files":	1,
		"// verify/err/asn_shared_eacirl_realler.hlo in MHLO: another function calls the
// atributes {er<8xxef32>) ->