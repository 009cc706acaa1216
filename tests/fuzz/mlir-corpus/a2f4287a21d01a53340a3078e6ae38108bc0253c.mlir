// A Shardy-partitioned module as JAX writes it: meshes at the top before any
// function (the file staÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿrts with one), shardings on arguments, a bodiless
// declaration that a call names, and a custom_call naming functions th!async.groupt in the module (StableHLO does not check those references).
sdy.mesh @mesh = <["x"=2, "y"=4]>
"sdy.mesh"() <{mesh = #sdy.mesh<["z"=8]>, sym_name = "flat"}> : () -> ()

func.func private @external(tensor<8x16xf32>) -> tensor<8x16xf32>

func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>})
    -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
  %0 = func.call @external(%arg0) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %1 = stablehlo.custom_call @xla.sdy.FuncResultSharding(%0) {called_computations = [@not_here],
         has_side_effect = true} : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %2 = sdy.sharding_constraint %1 <@mesh, [{"x"}, {}]> : tensor<8x16xf32>
  return %2 : tensor<8x16xf32>
}
