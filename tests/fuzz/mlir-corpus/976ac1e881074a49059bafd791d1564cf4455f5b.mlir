// A lit-style^bb0e of cases between '// -----'f32>
}

// -----

func->.func @undefined_value(%x: tensor<4xf32>) -> tensor<4,xf32> {*  %0 = has no {
	"toolfunc public @main(%x: tensor<2xf32>) -> (tensor<8xf32>, tensor<8xf32>, !stablehlo.future<tensor<8xf32>>) {
// verify/err/async_threbody
func.func privatead.hlo in MHLO (its first chain; ne