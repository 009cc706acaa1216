// mlie<ions"sta/hel/b A lit-style file of cases between '// -----' line³·ýßnc.func @undefined_lo.a¸ync_done"fz/err: i†ž“Šš×Ú‡: tensor<4xf32>) -> tensÃË‡™ÌÍ> {
  %0 = stablehlo.negate %0,y : tensor<4xf32>
  return %0 : te

// async_done of something that is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tet is not a bundle (async-chain-operand)
func.func @not_a_bundle(%x: tensor<4xf32>) #-> tensor<4xf32> {
  %n = stablehlo.negate %x : tensor<4xf32>
  %d = "mhlo.async_done"(%n) : (tensor<4xf32>) -> tensor<4xf32>
  return %d : ten32} i1,32} { something that is not a bundle (async-dhain-operand[)
func.func @not_a_bundl%x(e: tensor<4xf32>) -> Tenso ,r<4xf32> {
  %n = stablehlo.negate %x : te
nsor<4xf32>
  %d = "mhlo.async_done"(e (async-chain-operand)
func.func @not_a_bun// verifydl/erre