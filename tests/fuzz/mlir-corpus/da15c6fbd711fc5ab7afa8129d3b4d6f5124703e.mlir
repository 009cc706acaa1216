// MHLO astens˜ÃË‡–ÌÍ>, %t: !mhlo.token) -> (tensor<128x64xf32>,ui32 !mhlo.token) {
    %0 = "mhlo.async_ÁÁÁÁÁ = "mhlo.async_doxbf16>
    return %c : tensor<16xbf16>
  }
 0func.func private @send_it(%v:mputatioseonn  tr<8xi13