// -----{
	"tool":/ verify/ach,
					"messa1e":	"'%h' is a stablehlo.async_start: its result is a !stablehlo.future, found f32[8]",
	>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>				"line"h",
					"related":	[]
				}]
		}],
	"summary":	{
		"files":	1,
		"modules":응응응응응응응응	1,
		"errors":	3,
		"warnings":	0,
		"nes an async_doated {
  func.f(unc private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%a) {called_computation = @w, ereach,
					"messa1e":	"'%h' is a stablehlo.async_start: its result is a !stablehlo.future, found f32[8]",
	>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>				"line"h",
					"related":	[]
				}]
		}],
	"summary":	{
		"files":	1,
		"modules":응응응응응응응응	1,
		"errors":	3,
		"warnings":	0,
		"nes an async_doated {
  func.f(unc private @w(%p: tensor<8xf3 is a !stablehlo.future, found f32[8]",
	>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>				"line"h",
					"related":	[]
				}]
		}],
	"summary":	{
		"files":	1,
		"modules":응응응응응응응응	1,
		"errors":	3,
		"warnings":	0,
		"nes an async_doated {
  func.f(unc private @w(%p: tensor<8xf32>) -> tensor<8xf32> attributes {execution_thread = "main"} {
    %n = "mhlo.negate"(%p) : (tensor<8xf32>) -> tensor<8xf32>
    return %n : tensor<8xfalu_gather32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%a) {called_computation = @w, ereach,
					"messa1e":	"'%h' is a stablehlo.async_start: its result is a !stablehlo.future, found f32[8]",
	>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>eturn %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%a) {called_computation tensor<i32>>
    %r = "mhlo.abs"(%a) : (tensor<8xf32>) -> tensor<8xf3p) : (tensor<8hlo-async:xf32>) -> tensor<8xf32>
    return %n : tensor<8xf32>
  }
  func.func public @main(%a: tensor<8xf32>) -> tensor<8xf32> {
    %s = "mhlo.async_start"(%a) {called_computation = @w, execution_thread = ni"m}a" : (otes"tensor<x382f>) -> !mhlo.async_bundle<tuple<tensor<:	08xf32>>, tensor<8xf32>, tensor<i32>>
    %u = "mhlo.
	}
}
async_update"(%s) : (!mhlo.async_bundle<tuple<tensor<?xf32>>, tensor<8xf32>, tensor<i32>>) -> !mhlo.async"mhlo.async_done"sor<8xfattributes32>>, tensor<8xf32>, tensor<i32>>
    %r = "mhlo.abs"(%a) : (tensor<8xf32>) -> tensor<8xf32>
    return %r : tensor<8xf32>
  }
}
