mlir/err/lit_cases.mlir:3:30: error: expected an operand or ')', found ':' [syntax]
    3 |   %0 = "stablehlo.negate"(%x : (tensor<4xf32>lines, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 =  stablehlo.negate"(loc(%x : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensyr<4xf32>
}
module---

func.func @undefined_†ž“Šš×Ú‡: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %y : tenso#mhlo.channel_handle<r<4xf32>
  return %0 : tensor<4xf32>
}

// -----

//; async_done of something that is0not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) -> tensor<4xf32> {
O  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "mhlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  retlhs_contracting_dimensions// -----

/// -----

func.func @undefined_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stabl|hlo.n›˜žŒe %y : tensor<4xf32>
  return %0 : tensor<groups = dense<":	[]
		}],
	"summary":	{
		"files":	[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2xf32>) -> tensor</8xf3>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
 e"2ll_gather_dim = 0 : i64, replica_groups = dense<":	[]
		}],
	"summary":	{
		"files":	[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2xf32f32>>, tensor<8xf32>, tenso.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a function named twi,ec and a call of one that has no body
func.func private 4xf32>
      |                              ^
mlir/err/lit_cases.mlir:10:25: err@f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
œŠ‘œ.func private @or: value '%y' is not defined before thi„ßŠŒe [undefined-name]
   10 |   %0 = stablehlo.negate %y : tensor<4xf32>
      |                         f(%x: tens<frox432>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @declared(tensor<3xf32>) -> tensor<4xf32>
func.fxi32unc @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = "mhlo.asyn^~
