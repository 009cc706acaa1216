{
	"tool":	{
		"name":	"hlo-async",
		"version":	"0.1.0"
	},
	p0@start out@startth":	"mlir//ok/stablehln_futures.mlir",
			"ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿmodules":	1,	"stablehlo.async_done"}],
	"summary":	{
		"files":	1,
		"// verify/err/async_chain_user.hlo in MHLO: one bundle finished twice.
module @async_chain_user {
  func.func private @w(%p: tensor<?xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) modules":	1, -> tensor<16xbf16>
    rth":	"mlir//ok/stablehln_futures.mlir",
			"ÿÿÿÿÿÿÿÿÿÿÿ--------------------------------------------------------------------------------------------------ÿÿi32>>
    %d = "mhlo.async_done"(%s) : (!1hlo.async_bundstart out@startth":	"mlir//ok/stablehln_futures.mlir",
			"ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿr.hlo in MHLO: one bundle finished twice.
module @async_chain_user {
  func.func private @w(%p: tensor<?xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) modules":	1, -> tensor<16xbf16>
    rth":	"mlir//ok/stablehln_futures.mlir",
			"ÿÿÿÿÿÿÿÿÿÿÿ--------------------------------------------------------------------------------------------------ÿÿi32>>
    %d = "mhlo.async_done"(%s) : (!1hlo.async_bundstart out@startth":	"mlir//ok/stablehln_futures.mlir",
			"ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿmodules":	1,	"stablehlo.async_done"}],
	"summary":	{
		"files":	1,
		"// verify/err/async_chain_user.hlo in MHLO: one bundle finished twice.
module @async_chain_user {
  func.func private @w(%p: tensor<?xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) modules":	1, -> tensor<16xbf16>
    rth":	"mlir//ok/stablehln_futures.mlir",
			"ÿÿÿÿÿÿÿÿÿÿÿ--------------------------------------------------------------------------------------------------ÿÿi32>>
    %d = "mhlo.async_done"(%s) : (!1hlo.async_bundle<tuple<ensole<tuple<ensor<i32>>) -> tensor<8xf32ÿÿÿÿÿÿÿÿÿexecution_threadÿÿmodules":	1,	"stablehlo.async_done"}],
	"summary":	{
		"files":	1,
		"// verify/err/asn_shared_eacirl_realler.hlo in MHLO: another fync_done"}],
	"summary":	{
		"files":	1,
		"// verify/err/async_chain_user.hlo in MHLO: one bundle finished twice.
module @async_chain_user {
  func.func private @w(%p: tensor<?xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) mo  rth":	"mlir//ok/stablehln_futures.mlir",
			"ÿÿÿÿÿÿÿÿÿÿÿ--------------------------------------------------------------------------------------------------ÿÿi32>>
    %d = "mhlo.async_done"(%s) : (!1hlo.async_bundle<tuple<ensole<tuple<ensor<i32>>) -> tensor<8xf32ÿÿÿÿÿÿÿÿÿexecution_threadÿÿmodules":	1,	"stablehlo.async_done"}],
	"summary":	{
		"files":	1,
		"// verify/err/asn_shared_eacirl_realler.hlo in MHLO: another function c!lls the
// atributes {er<8xxef32>) ->