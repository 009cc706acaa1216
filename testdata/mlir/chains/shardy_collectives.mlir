// Shardy's collectives, written on the global tensors with the mesh axes they run over, each
// costed as the collective Shardy's export makes of it on the local tensors: the group is
// the product of its axes' sizes, the local result the global one over out_sharding's shards.
// sdy.all_slice becomes a dynamic-slice: local, no communication.
module @jit_layer attributes {mhlo.is_scheduled = true, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func @main(%w: tensor<1024x4096xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}, {}]>},
                  %g: tensor<1024x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<1024x4096xbf16>, tensor<1024x4096xf32>) {
    %full = sdy.all_gather [{"y"}, {}] %w out_sharding=<@mesh, [{"x"}, {}]> : tensor<1024x4096xbf16>
    %sum = sdy.all_reduce {"x", "y"} %g out_sharding=<@mesh, [{}, {}]> : tensor<1024x4096xf32>
    %part = sdy.reduce_scatter [{}, {"y"}] %sum out_sharding=<@mesh, [{}, {"y"}]> : tensor<1024x4096xf32>
    %moved = sdy.all_to_all [{"y"}: 1->0] %part out_sharding=<@mesh, [{"y"}, {}]> : tensor<1024x4096xf32>
    %swap = sdy.collective_permute %full out_sharding=<@mesh, [{"x"}, {}]> : tensor<1024x4096xbf16>
    %half = sdy.all_reduce max {"y":(2)2} %moved out_sharding=<@mesh, [{"y"}, {}]> : tensor<1024x4096xf32>
    %mine = sdy.all_slice [{"a"}, {}] %half out_sharding=<mesh<["a"=2]>, [{"a"}, {}]> : tensor<1024x4096xf32>
    return %swap, %mine : tensor<1024x4096xbf16>, tensor<1024x4096xf32>
  }
}
