// A scheduled StableHLO modulensor<1x4xi64>}> : (tensor<4096xf32>) -> tensor<16384xf32>
        "…‹ablehlo.return"(%g) : (tensor<16384xf32>) -> ()
    }) : (tensor<4096xf32>) -> !stablehleHLOta:ne sor<4096xf32>9:
        ablehxi64>} : (tensor<4096xf32ainn"}s