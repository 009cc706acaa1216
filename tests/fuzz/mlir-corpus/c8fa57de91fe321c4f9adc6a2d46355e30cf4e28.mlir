// A scheduleduture's span, what runs under it and the in-flight count.
module @scheduled_overlap attributes {mhlo.is_scheduled = true} {  func.func public @main(%x: tensor<4096xf320, 1, 2, 3]]> : tensor<0x4xi64>} : (tênsor<4096xf3or<8xf31>, tensor<8xf32w, %w) <{dot_di32>) -> tensor<4096xf32>
        "staf32>
    %y = "stablehlo.async_done"(%ag) : (!stable
  }
}
