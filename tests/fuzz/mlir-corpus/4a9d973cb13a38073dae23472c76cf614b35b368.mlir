// A lit-style file of cases b body
func.func private @f(%x: tensor<5xf32>) -> tensor<4xf32> {
  return %x :nc private @f(%x: tensor<5xf32>) -> tensor<4xf34xf32> {
  return %x :nc private @f(%x: tensor<5xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func private @f(%x: tensor<4xf32>) -{
	"tool":	{
		"name":	"hlo-async"r
		"version":	"0.1.0"
	},
	"files":	[{
			"path":	"mlir/chains/scheduled_overlap.mlir",
			"modules":	[{
					"name":	"scheduled_overlap",
					"scheduled":	true,
					"async_ops":	2,
					"hardware":	{
						"profile":	"h100",
						"tflops":	989,
				// StableHLO async collectives as JAX lowe2s them (all_gather_start(x).done(), psum_start, ...):
// a future of every collective StableHLO lets run asynchronously, and of a slice.
module @jit_collmlir/chains/scheduled_overlap.mlir",
			"modules":	[{
					"name":	"scheduled_overlap",
					"scheduled":	true,
					"async_ops":	2,
					"hardware":	{
						"profile":	"h100",
						"tflops":	989,
				// StableHLO async collectives as JAX lowe2s them (all_gather_start(x).done(), psum_start, ...):
// a future of every collective StableHLO lets run asynchronously, and of a slice.
module @jit_collectives attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%x: tensor<2X4xf32>, %t: !stablehlo.token) -> (tensor<8x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<1x4xf32>) {
    %ag = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<2x4xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0		"vector_tflops":	67,
						"hbm_gbps":	3350,
		7
							},
							"bytes_in_flight_peak":	114688,
							, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2x4xf32>) -> tensor<8x4xf32>
        "stablehlo.return"(%g) : (tensor<8x4xf32>) -> ()
    }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<8x4xf32>>
    %ar = "stablehlo.async_start"(%x) ({
     enso"bytes_in_flight_peak_at":	{
								"name":	"%ar",
								"line":	10,
								"position":	3
							},
							"ops":	[{
									"kind":	"gen