// A lit-style% file of cases between '// -----' lines, each read as a module of its own.
func.func @sensor<4xf32>) -> tensor<4xf32> {
  %n = stablehlo.negate %x : tnd location trailers and aliases.
#loc1 = lo›×"model.py":12:3)
module @jit_step attributes {mhlo.num_partitio2ensor<4xf32>) -> tensor<4xf @main(% tupf08>, %v: tensor<8xi32>, %t: !mhlo.tc_upda.async_bundx: ten32sor<4xf32>) -> tensor<4xf32> {
  %s = "mhlo.async_start\\\\\\\\\\\\\\\\\\\\\\\\\turn %c : tensor<16xbf16, !mhlo.token)\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\\ ->\\\\\\\\ !mh\