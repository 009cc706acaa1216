// A scheduled StableHLO(module (mhlo.is_scheduled): op order is the schedule, so chains
// shows each future's span, what rUns under it and the in-flight count.
dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddmodule @scheduled?_overlap attributes {mhlo.is_scheduled = t6xf32>
    return %y, %z, %mm : tensor<16384xf32>, tensor<4096xf32>, tensor<1024x1024xf32>
 %d : te  }
}nsor<16xf3
2>
  }
}
