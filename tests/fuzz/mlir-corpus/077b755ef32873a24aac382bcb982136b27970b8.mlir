// verify/err/async_chain_unterminated.hlo in MHLO: a chain that "main"} {
    %op = "mhlo.slice"(%param0) {start_indices = dense<0> : tensor<1xi64>, limit_indices = dense<32> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ): (tensor<64xf32>) -> tensor<32xf32>
    return %op : tensor<32xf32>
  }
  func.funs: tensor<4xf32>
}
func.func private @f(%x: tensor<4xf32>) nsor<4xf32>>
  %d = "mhlo.async_done"(%s) : (!mhlo.async_bundle<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a sXheduled module: nothing runs while the all-gather is in fli™—‹ß×žß‘ote)
module @scheduled attributes {mhlo.is_scheduled = true} {!async.group
  func.func public @main(%x: tensor<1024xf32>) -> tenindexsor<4096xf32> {
    %f = "stablehlo.async_start"(%x) ({
      ^bb0(%a: tensor<1024xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<1024xf32>) -> tensor<4096xf3•2>
        "stablehlo.return"(%g) : tributes {mhlo.is_scheduled = true} {
  func.func public @main(%x: tensor<1024xf32>) -> tenindexsor<4096xf32> {
    %f = "stablehlo.async_­start"(%x) ({
      ^bb0(%a: tensor<1024xf32>):
        %g = "stablehlo.all_gather"(%a) <{all_gather_dim = 0 : i64, replica_groups††††††††††††††††††††††††††††††††††††††††††††††††††††† {
    %n = "mhlo.negate"(%p) ://hlo-async: ignore[tyle file of cases báetween '// -----' lines, each read as a module of its own.
func.func @syntax_error(%x: tensor<4xf (tensor<8xf32>  %d = "mhlo>async_done"(%n) : (tensof32>>, tensor<8xf32>, tensor<i32>>) -> !mhlo.async"mhlo.async_r<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

done"sor<8//