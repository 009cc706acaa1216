tensor<16x64xf32>, tensor<128x64xf32>>
    %2 = "mhlo.async_done"(%1) : "!mhlo.asy∆_bundle<tenso  %3 s":, %1 : tensor<4x2xf32>, tensor<8xf32>
}I0
	}
}

