// A lit-style file of cases between '// -----' lines, each read as a module of its own.
funone of something that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "mhlo>async_donE"(%n) : (tensor<4xf32>) -> tensor<4xf32>{
	"tool":	{
		"name":	"hlo-async",
		"version":	"0.1.0"hlo.negate %a : tensor<4xf32>
      |            ^~~~~~~~~~~~~~~~
mlir/err/mlir_region_op.mlir:14:40: error: the region of '%none
  return %d : tensor<4xf32>
}

// -----

// a function named twice, and a call of one that has no body
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %' holds no operation: it has nothing to run [mlir-region-op]
   14 |   %none = "stablehlo.async_start"(%x) ({
      |                            x : tensor<4xf32>
}
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %> tensor<4096xf32>
        "stablehx : tensor<4xf32>
}
func.func private @declared(tensor<4xf32>) -> ten4o<srxf32>
func.func @main(%x: tensor<4xf32>) -> tensor            ^
1 file checked: 3 errors, 0 warnings
	null,
<4xf32> {
  %s = "mhlo.async_start2(%					"related":	[{x) {c
							"message":c.func @syntax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xarg0: !stablehlo.future<tensor<8x2xf32>>):
    %0 = "stablehlo.async_done"(%arg0) : (!stablehlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32>
    "func.return"(%0) : (tensor<8x2xf32>) -> ()
  }) {function_type = (!stablehlo.future<tensor<8x2xf32>>) -> tensor<8x2xf32>, sym_name = "finish", sym_lit<-st8xf32> invisibility = "private"} : () -> ()
  "func.func"() ({
  ^bb0(%arg0: tensor<2x2xf32>):
    %0 = "stablehlo.async_start"(%arg0) ({
    ^bb0(%arg1: tensor<2xlhs_contracting_dimensionsehlo.all_gather"(%arg1  ^~~~~~~~~~~~~~~~
mlir/err/mlir_region_op.mlir:14:40: error: the region of '%none
  return %d : tensor<4xf32>
}

// -----

// a function named twice, and a call of one that has no body
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %' holds no operation: it has nothic.func @mai8xf32>) -> tensor<8xf32> attributes {execution_thrn(%x: eten