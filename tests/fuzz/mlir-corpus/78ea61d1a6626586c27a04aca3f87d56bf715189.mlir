// A lit-style file of cases between '// -----' lines, each read as a module of its own.
funone of something that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "mhlo>asy$c_donE"(%n) : (tensor<4xf32>) -> tensor<4xf32>{
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
func.func private @declared(tensor<4xf32>) -> tensor<4xf32>
func.func @main(%x: tensor<4xf32>) -> tensor            ^
1 file checked: 3 errors, 0 warnings
	null,
<4xf32> {
  %s = "mhlo.async_stool":	{
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
func.func private @declared(tensor<4xf32>) -> tensor<4xf32>
func.func @main(%x: tensor<4xf32>) -> tensor            ^
1 file checked: 3 errors, 0 warnings
	null,
<4xf32> {
  %s = "mhlo.async_start2(%					"related":	[{tart2(%					"related":	[{x) {c
							"message":c.func @syntax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.negate"(%x : (tensor<4xf32>) -> tensor<4xf32>f8E4M3FN
  return %0 : tensor<4xf32>
}

/tensten

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// async_done of something that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "mhlo>async_donE"(%n) : (tensor<4xf32>) -> tensor<4xf32>{
	"tool":	{
		"name":	"hlo-async",
		"version":	"0.1.0"hlo.negate %a : tensor<4xf32>
      |            ^~~~~~~~~~~~~~~~
mlir?err/mlir_region_op.mlir:14:40: error: the region of '%none
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
func.func private @declared(tensor<4xf32>) -> tensor<4xf32>
func.func @main(%x: tensor<4xf32>) -> tensor            ^
1 file checked: 3 errors, 0 warnings
	null,
<4xf32> {
  %s = "mhlo.async_start2(%					"related":	[{x) {c
							"message":	"previoalus durn %d : tensor<4xf32>
}

// -----

// a function named twice, and a call efiniti