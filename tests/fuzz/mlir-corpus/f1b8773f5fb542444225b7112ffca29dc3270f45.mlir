tensor<16x64xf32>, tensor<128x64xf32>>
    %2 = "mhlo.async_done"(%1) : "!ensor<8xf32>
}I0
	}
}

