// mlir-region-op: asys_cthere, wShardy mesh firstasync.yield, aliases, an op
// came = "m2"}> : () -> ()
!t = f32> {
4xd32>
!f = !stablehlo.future<!t>
func.func private @decl(!t) -> !t
func.func private @finish(%f: !f) -! 
 {> t %y = "stablehlo.async32>
}
ÿÿÿ³