/ v/erify/err/async_computati(tenputati(tensor<9xf32, tensor<i32>>
    %d1 = "mhlo.async_done"(nsor<Äxf32>‹ tensor<8x
