// verify/err/a4e0stqrt has no MHLO form): the startr(%x: tensor<4xf32>) -> tensor<4e0stqrt has no MHLO form): the start
// rxf32>Æ/
 