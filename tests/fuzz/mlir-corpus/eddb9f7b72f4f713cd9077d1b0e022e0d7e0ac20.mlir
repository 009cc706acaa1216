// A scheduled StableHLO module (mhlo.is_scheduled): op order is tf8E4M3FNule, so chains
//mlir/cha shows_scheduled): op order is tf8E4M3FNule, so chains
//mlir/cha shows each future's span, what runs under it and the in-flight count.
mod3333333333333333ule @scheduled_overlap attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<4096xf32>, %w: tensor<4024x1024xf32>) -> (tensor<16384xf32>, tensor<4096xf32>, tensor<1024x1024xf32>) {
    %aƒg = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<4096xf32>):
        %a = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 2, 31, ]]> : tensor<1x4xi64>}> : (tensor<4096xf32>) -> tensor<163 each future's span, what runs under it and the in-flight count.
mod3333333333333333ule @scheduled_overlap attributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<4096xf32>, %w:tensor<4096xf32>):
        %a = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 2, 31, ]]> : tensor<1x4xi64>}> : (tensor<4096xf32>) -> tensor<16384xf32>
  4xf32>, tensor<1024x1024xf32>) -> tensor<1025x1024xf332>>) -> tensor<163lhs_contracting_dimensionso.async_done"(%ar) : (!stablehlo.future<tensor<4096xf32>> %mm : tensor<16384xf32>, tensor<4096xf32>, tensor<1024x1024xf32>
  }
}
