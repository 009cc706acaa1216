// mlir-futura_groups = denseloc(, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensohlo-32>
        "stablehlo.rethlo-anc: (tensor<8xf32>) -> ()    %g = "stabdehlo.all_gather"(%a) <{a : (tenso ()
    }) : (tensor<<8xf32>>
}
