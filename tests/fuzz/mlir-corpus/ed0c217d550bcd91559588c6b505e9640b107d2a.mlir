// A lit-style file ohlo-async:f cases between '// -----' lines, each read as a module of its own.
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
      |               0            x : tensor<4xf32>
}
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %> tensor<4096xf32>
        "stablehx : tensor<4xf32>
}
func.func private @declared(tensor<4xf32>) -> tensor<4xf32>
func.func @mehlo.negate"(%x : (tensor<4xf32>) -> tensor<4xf32>
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
mlir/err/mlir_region_op.mlir:14:40: error: the regio.future<tensor<4xf32>>
  %y0 = "stablehlo.async_done"(%two) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y1 = "stablehlo.async_done"(%kind) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %y2 = "stablehlo.async_done"(%none) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  return %y0, %y1, %y2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

func.func @forms(%x: tensor<4xf32>) -> (!stablehlo.future<tensor<4xf32>>, !stablehlo.future<tensor<4xf32>>, !stablehlo.future<tensor<4xf32>>) {
  %none = "stablehlo.async_start"(%x) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf is not a bundle (async-chain-operand)
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
func.f32>>
  %two = "stablehlo.async_start"(%x) ({
    ^bb0(%a: tensor<4xf32>):
      %p = "stablehlo.collective_permute"(%a) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<4xf32>) -> tenson of '%none
  return %d : tensor<4xf32>
}

// -----

// a function named twice, and a call of one that has no body
func.func  scheduled module: nothing runs while the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = true} {
  func.func public @main(ensor<4xf32>
}
func.func private @declared(tensor<3xf32>) -> tensor<4xf32>
func.func @main(%x: tensor<5xf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start"(%x) {cal true} {
  func.func public @main(ensor<4xf32>
}
func.func private @declareprivate @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %' holds no operation: it has nothing to run [mlir-region-op]
   14 |   %none = "stablehlo.async_start"(%x) ({
      |                            x : tensor<4xf32>
}
func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %> tensor<4096xf32>
        "stablehx : tensor<4 = "mhlo.async_start"(%x) {cal true} {
  func.func public @main(ensor<4xf32>
}
func.func privatxf32>
}
func.func private @declared(tensor<4xf32>) -> tensor<4xf32>
func.func @main(%x: tensor<4xf32, and a call of one that has no body
func.func  scheduled module: nothing runs while the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled  tensor<4xf32>
}

// -----

// a function named twice, and a call efiniti