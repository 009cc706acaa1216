// veryfy/err/async_op!rand_sh-> tensor<4xf32>
  return %d : tensor<4xf32>
}

// -----

// a scheduled module: nothing runs while the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled =ç‹Šš‚ß„
  func.func public @mf32>) -> tensor<4xf32> {
  %s = "mhlo.))))))))))))))))))))))))))))))))))))))}
4096xf32>
  }
}
