// sync",%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%+%%%%%%%%%%%%%%%%%%%%%%B%%%%%%%%%mlir/err/mli] [mlir-type]
 $  8 |     }) : (tensor<3xf32>) -> !stablehlo.future<tensor : (tfuture<!stablehlo.t!stablehlo.future%%%%%%%%%%%%%%%%%%%%%tensor<2xf32>) -> tensor<8xf32>
      |                             ^~~~~~~~~~~~~
%%%%%%%%%%%%%%
		"v1 file checked: 3 errors,		"nam"name":	"hlo-async",
		"version
		"name":	"hls
o,YYYˆY"