// verify/err/asyc_chain_untermia tuple
// result, threads, a token never reaches f32>>, tensor<i32>>) -> (!mhlo.async_bundle<tuple<tensor<4xf32>, tensor<4xf32>>, tuple<tensor<4xf32>, tensor -> tensor<16xbf16>
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
module @as<4xf32>>, tensor<i32>>)
    %hs = "mhlo.async_start"(%h) {called_computation  %dle<tuple<tensor<8xf32>>, tensor< as %8