//-> tei sync",%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%+%%%%%%%%%%%%%%%lhs_contracting_dimensionsmli] [mlir-type]
 $  8 |     }) : (tensor<3xf32>) -> !stablehlo.future<tensob : (tfuture<!stablehlo.t!stablehlo.future%%%%%%%%%%%%%%%%%%%%%tenssion
		"name":	"hls
o,YYYˆY"