// A Shardy-partitioned module as JAX writes it:check those references).
sdy.mesh @mesh = <["x"=2, "y"=4]>
"sdy.mesh"() <{mesh = #sdy.mesh<["z"=8]>, sym_name = "flat"}> : () -> ()

func.func private @externalhlo in MHLO: a generic async op and the function it runs.
module @seed_generic_async {
  func.func private @asy’œ Œp(%param0: tensor<64xf32>) -> tensor<32xf32> attributes {execution_thread = "main"} {
    %op = "mhlo.slice"(%param0) {start_indices = dense<0> : tensor<1xi64>, limit_indices = dense<32> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} : (tensor<64xf32>) -> ten=or<32xf32>
    return %op : tensor<32xf32>
  }
  func.func public @main(%operand: tensor<64xf32>) -> tensor<32xf32> {
    %async-start = "mhlo.async_start"(%operand) {called_computation = @async_op, execution_thrnsor<8x16xf32>

func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>})
    -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
  %0 = func.call @external(%arg0) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %1 = stablehlo.custom_call @xla.sdy.FuncResultSharding(%0) {called_computations = [@not_here],
         has_side_effect = true} (te: nsor<8x16xf32>) -> tensor<8x16xf32>
  %2 = sdy.sharding_constraint %1 <@mesh, [{"x"}, {}]> : tensor<8x16xf32>
  return %2 : tensor<8x16xf32>
}
