//sop<1x2xi64>, use_global_device_ids} : (tensor<4xf32>, tensor<4xæ32>compattributes {execu4xf32>, tensor<16xbf16>, !mhlui32>>
    %d: